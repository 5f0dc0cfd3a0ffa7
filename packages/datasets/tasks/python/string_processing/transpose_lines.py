# query: Transpose a block of text so that its columns become lines: line i of the result holds the i-th
#   character of every input line in order. Shorter input lines are padded with the fill character (default
#   a space), and trailing fill characters are removed from each result line.
# entry_point: transpose_lines
# example: transpose_lines(["abc", "def"]) == ['ad', 'be', 'cf']
# example: transpose_lines(["ab", "c"]) == ['ac', 'b']

def transpose_lines(lines, fill=" "):
    width = 0
    for line in lines:
        width = max(width, len(line))
    result = []
    for column in range(width):
        row = ""
        for line in lines:
            row += line[column] if column < len(line) else fill
        result.append(row.rstrip(fill))
    return result


# tests
assert transpose_lines(["123", "456", "789"]) == ['147', '258', '369']
assert transpose_lines([]) == []
assert transpose_lines(["", ""]) == []
assert transpose_lines(["a", "bcd"]) == ['ab', ' c', ' d']
assert transpose_lines(["abc", "d"]) == ['ad', 'b', 'c']
assert transpose_lines(["ab", "", "cd"]) == ['a c', 'b d']
assert transpose_lines(["a", "bc"], "*") == ['ab', '*c']
assert transpose_lines(["x y"]) == ['x', '', 'y']
