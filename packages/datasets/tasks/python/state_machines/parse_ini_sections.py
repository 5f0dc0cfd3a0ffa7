# query: Parse INI text into a dict mapping section names to dicts of key/value strings. Lines are trimmed;
#   blank lines and lines starting with ";" or "#" are skipped; "[name]" starts (or reopens) a section; other
#   lines are key=value split at the first "=". Return None for a key line before any section, a line without
#   "=", or a malformed or empty section header.
# entry_point: parse_ini_sections
# example: parse_ini_sections("[db]\nhost=localhost") == {"db": {"host": "localhost"}}
# example: parse_ini_sections("[a]\nk=1\n[b]\nk=2") == {"a": {"k": "1"}, "b": {"k": "2"}}

def parse_ini_sections(text):
    sections = {}
    current = None
    for raw_line in text.split("\n"):
        line = raw_line.strip()
        if not line or line[0] in ";#":
            continue
        if line[0] == "[":
            if line[-1] != "]" or len(line) < 3:
                return None
            current = line[1:-1].strip()
            sections.setdefault(current, {})
            continue
        if current is None or "=" not in line:
            return None
        key, value = line.split("=", 1)
        sections[current][key.strip()] = value.strip()
    return sections


# tests
assert parse_ini_sections("[a]\nx=1\ny = 2") == {"a": {"x": "1", "y": "2"}}
assert parse_ini_sections("") == {}
assert parse_ini_sections("x=1") is None
assert parse_ini_sections("[a]\nnoequals") is None
assert parse_ini_sections("[abc\nx=1") is None
assert parse_ini_sections("[]") is None
assert parse_ini_sections("; c\n[s]\n# d\nk=v=w") == {"s": {"k": "v=w"}}
assert parse_ini_sections("[a]\nx=1\n[b]\n[a]\ny=2") == {"a": {"x": "1", "y": "2"}, "b": {}}
assert parse_ini_sections("[ s ]\n  k = v  ") == {"s": {"k": "v"}}
assert parse_ini_sections("[x]") == {"x": {}}
