# query: Convert a character offset in a text into a 1-based (line, column) pair, where lines are separated
#   by "\n". An offset equal to the text length (the end position) is allowed; a negative offset or one
#   beyond the end gives None.
# entry_point: offset_to_line_column
# example: offset_to_line_column("ab\ncd", 4) == (2, 2)
# example: offset_to_line_column("hello", 1) == (1, 2)

def offset_to_line_column(text, offset):
    if offset < 0 or offset > len(text):
        return None
    line = 1
    column = 1
    for index in range(offset):
        if text[index] == "\n":
            line += 1
            column = 1
        else:
            column += 1
    return (line, column)


# tests
assert offset_to_line_column("abc", 0) == (1, 1)
assert offset_to_line_column("abc", 2) == (1, 3)
assert offset_to_line_column("abc", 3) == (1, 4)
assert offset_to_line_column("abc", 4) is None
assert offset_to_line_column("abc", -1) is None
assert offset_to_line_column("a\nbc", 2) == (2, 1)
assert offset_to_line_column("a\nbc", 1) == (1, 2)
assert offset_to_line_column("a\n\nb", 3) == (3, 1)
assert offset_to_line_column("", 0) == (1, 1)
assert offset_to_line_column("x\ny\nzz", 6) == (3, 3)
