# query: Shorten text to at most max_length characters by replacing its middle with "...", keeping as
#   many characters as possible from the start and end (the start gets the extra character when the
#   split is uneven). Text that fits is unchanged; if max_length is 3 or less the text is simply cut.
# entry_point: elide_middle
# example: elide_middle("abcdefghijkl", 9) == "abc...jkl"
# example: elide_middle("hello world", 8) == "hel...ld"

def elide_middle(text, max_length):
    if len(text) <= max_length:
        return text
    if max_length <= 3:
        return text[:max_length]
    keep = max_length - 3
    head = (keep + 1) // 2
    tail = keep - head
    return text[:head] + "..." + text[len(text) - tail:]


# tests
assert elide_middle("abcdefghij", 7) == "ab...ij"
assert elide_middle("abcdefghij", 8) == "abc...ij"
assert elide_middle("short", 10) == "short"
assert elide_middle("exact", 5) == "exact"
assert elide_middle("abcdef", 4) == "a..."
assert elide_middle("abcdef", 3) == "abc"
assert elide_middle("abcdef", 0) == ""
assert elide_middle("abcdef", 5) == "a...f"
assert elide_middle("/home/user/documents/report.txt", 20) == "/home/use...port.txt"
