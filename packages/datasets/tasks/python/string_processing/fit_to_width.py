# query: Make a string exactly width characters wide for a fixed-width column: shorter strings are padded
#   with spaces on the right (or on the left when align is "right"), longer ones are cut and end with "…"
#   (a single character). A width of 0 or less gives "".
# entry_point: fit_to_width
# example: fit_to_width("abc", 5) == 'abc  '
# example: fit_to_width("abcdef", 4) == 'abc…'

def fit_to_width(text, width, align="left"):
    if width <= 0:
        return ""
    if len(text) > width:
        return text[:width - 1] + "…"
    padding = " " * (width - len(text))
    if align == "right":
        return padding + text
    return text + padding


# tests
assert fit_to_width("name", 8) == 'name    '
assert fit_to_width("42", 5, "right") == '   42'
assert fit_to_width("exact", 5) == 'exact'
assert fit_to_width("exact", 5, "right") == 'exact'
assert fit_to_width("toolong", 6, "right") == 'toolo…'
assert fit_to_width("ab", 1) == '…'
assert fit_to_width("a", 1) == 'a'
assert fit_to_width("x", 0) == ''
assert fit_to_width("", 2) == '  '
assert fit_to_width("abc", -3) == ''
