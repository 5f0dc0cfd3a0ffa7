# query: Turn a list of rows of possibly different lengths into a list of columns; the number of
#   columns is the length of the longest row and positions missing from shorter rows are filled with
#   the given fill value. No rows gives an empty list.
# entry_point: transpose_ragged
# example: transpose_ragged([[1, 2, 3], [4, 5, 6]], 0) == [[1, 4], [2, 5], [3, 6]]
# example: transpose_ragged([[1], [2, 3, 4]], 0) == [[1, 2], [0, 3], [0, 4]]

def transpose_ragged(rows, fill):
    width = 0
    for row in rows:
        if len(row) > width:
            width = len(row)
    columns = []
    for column in range(width):
        values = []
        for row in rows:
            if column < len(row):
                values.append(row[column])
            else:
                values.append(fill)
        columns.append(values)
    return columns


# tests
assert transpose_ragged([], 0) == []
assert transpose_ragged([[1, 2], [3, 4]], 0) == [[1, 3], [2, 4]]
assert transpose_ragged([[1, 2, 3]], 0) == [[1], [2], [3]]
assert transpose_ragged([[1], [2, 3]], None) == [[1, 2], [None, 3]]
assert transpose_ragged([[1, 2, 3], [4]], "-") == [[1, 4], [2, "-"], [3, "-"]]
assert transpose_ragged([[], []], 0) == []
assert transpose_ragged([[], [5]], 0) == [[0, 5]]
assert transpose_ragged([[1, 2], [3], [4, 5]], 9) == [[1, 3, 4], [2, 9, 5]]
