# query: Replace each tab in the text with enough spaces to reach the next tab stop, where tab stops are
#   every tab_size columns (default 4) and the column count restarts after each newline.
# entry_point: expand_tab_stops
# example: expand_tab_stops("a\tb") == "a   b"
# example: expand_tab_stops("\t\tx", 2) == "    x"

def expand_tab_stops(text, tab_size=4):
    result = []
    column = 0
    for character in text:
        if character == "\t":
            spaces = tab_size - column % tab_size
            result.append(" " * spaces)
            column += spaces
        elif character == "\n":
            result.append(character)
            column = 0
        else:
            result.append(character)
            column += 1
    return "".join(result)


# tests
assert expand_tab_stops("\tx") == "    x"
assert expand_tab_stops("ab\tc") == "ab  c"
assert expand_tab_stops("abcd\te") == "abcd    e"
assert expand_tab_stops("a\tb", 8) == "a       b"
assert expand_tab_stops("x\n\ty") == "x\n    y"
assert expand_tab_stops("") == ""
assert expand_tab_stops("abc\t\tz", 2) == "abc   z"
assert expand_tab_stops("no tabs") == "no tabs"
assert expand_tab_stops("abcde\tf\tg") == "abcde   f   g"
