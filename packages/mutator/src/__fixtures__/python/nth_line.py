def nth_line(text: str, n: int) -> str | None:
    lines = text.splitlines()
    if n < 1 or n > len(lines):
        return None
    return lines[n - 1]
