# query: Split a fixed-width text line into fields of the given widths, in order, stripping surrounding
#   spaces from each field; fields beyond the end of a short line are empty strings and text past the
#   last field is ignored. Return None if any width is zero or negative.
# entry_point: parse_fixed_width
# example: parse_fixed_width("AB123", [2, 3]) == ["AB", "123"]
# example: parse_fixed_width("Ann   30", [6, 2]) == ["Ann", "30"]

def parse_fixed_width(line, widths):
    fields = []
    position = 0
    for width in widths:
        if width <= 0:
            return None
        fields.append(line[position:position + width].strip())
        position += width
    return fields


# tests
assert parse_fixed_width("John  Smith 42", [6, 6, 2]) == ["John", "Smith", "42"]
assert parse_fixed_width("ab", [1, 1, 1]) == ["a", "b", ""]
assert parse_fixed_width("abcdef", [2, 2]) == ["ab", "cd"]
assert parse_fixed_width("", [3]) == [""]
assert parse_fixed_width("abc", []) == []
assert parse_fixed_width("abc", [2, 0]) is None
assert parse_fixed_width("abc", [-1]) is None
assert parse_fixed_width("  x  y", [3, 3]) == ["x", "y"]
assert parse_fixed_width("abc", [1]) == ["a"]
