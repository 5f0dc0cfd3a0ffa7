# query: In a 0/1 matrix whose rows are each sorted (all 0s then all 1s), find the row with the most 1s by walking a
#   staircase from the top-right corner, moving left past 1s and down past 0s. Return (row index, count of ones), with
#   the earliest row winning ties, or (-1, 0) if there are no 1s or no rows.
# entry_point: row_with_most_ones
# example: row_with_most_ones([[0, 1], [1, 1]]) == (1, 2)
# example: row_with_most_ones([[0, 0]]) == (-1, 0)

def row_with_most_ones(matrix):
    if not matrix or not matrix[0]:
        return (-1, 0)
    width = len(matrix[0])
    column = width - 1
    best_row = -1
    for row_index, row in enumerate(matrix):
        moved = False
        while column >= 0 and row[column] == 1:
            column -= 1
            moved = True
        if moved:
            best_row = row_index
    return (best_row, width - 1 - column)


# tests
assert row_with_most_ones([]) == (-1, 0)
assert row_with_most_ones([[]]) == (-1, 0)
assert row_with_most_ones([[0, 0, 1], [0, 1, 1], [0, 0, 0]]) == (1, 2)
assert row_with_most_ones([[0, 1, 1], [0, 1, 1]]) == (0, 2)
assert row_with_most_ones([[0, 0, 0], [0, 0, 0]]) == (-1, 0)
assert row_with_most_ones([[1, 1, 1], [0, 0, 1]]) == (0, 3)
assert row_with_most_ones([[0, 0, 0, 1], [0, 0, 0, 0], [0, 1, 1, 1], [1, 1, 1, 1]]) == (3, 4)
assert row_with_most_ones([[1]]) == (0, 1)
assert row_with_most_ones([[0, 1], [0, 0], [0, 1]]) == (0, 1)
