def parse_key_values(line: str, sep: str = "=") -> dict:
    """Parse 'a=1;b=2' into a dict of strings."""
    pairs = {}
    for part in line.split(";"):
        if sep not in part:
            continue
        key, value = part.split(sep, 1)
        pairs[key.strip()] = value.strip()
    return pairs
