# query: Convert a 1-based line and column in a "\n"-separated text into a character offset. The column may
#   be one past the last character of its line (the end of that line); a line or column below 1, a line
#   that does not exist, or a column further right than that gives None.
# entry_point: line_column_to_offset
# example: line_column_to_offset("ab\ncd", 2, 2) == 4
# example: line_column_to_offset("hello", 1, 3) == 2

def line_column_to_offset(text, line, column):
    if line < 1 or column < 1:
        return None
    lines = text.split("\n")
    if line > len(lines):
        return None
    if column > len(lines[line - 1]) + 1:
        return None
    offset = 0
    for index in range(line - 1):
        offset += len(lines[index]) + 1
    return offset + column - 1


# tests
assert line_column_to_offset("abc", 1, 1) == 0
assert line_column_to_offset("abc", 1, 4) == 3
assert line_column_to_offset("abc", 1, 5) is None
assert line_column_to_offset("a\nbc", 2, 1) == 2
assert line_column_to_offset("a\nbc", 2, 3) == 4
assert line_column_to_offset("a\nbc", 3, 1) is None
assert line_column_to_offset("a\nbc", 0, 1) is None
assert line_column_to_offset("a\nbc", 1, 0) is None
assert line_column_to_offset("", 1, 1) == 0
assert line_column_to_offset("one\ntwo\nthree", 3, 5) == 12
