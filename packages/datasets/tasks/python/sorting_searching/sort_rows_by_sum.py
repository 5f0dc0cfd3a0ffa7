# query: Sort the rows of a matrix (list of lists of numbers) by their sums, smallest first, using the row length and
#   then the original position to break ties (shorter rows first). Return the reordered rows.
# entry_point: sort_rows_by_sum
# example: sort_rows_by_sum([[5, 5], [1, 2]]) == [[1, 2], [5, 5]]
# example: sort_rows_by_sum([[3], [1, 2]]) == [[3], [1, 2]]

def sort_rows_by_sum(rows):
    keyed = []
    for position, row in enumerate(rows):
        keyed.append((sum(row), len(row), position))
    keyed.sort()
    return [rows[item[2]] for item in keyed]


# tests
assert sort_rows_by_sum([]) == []
assert sort_rows_by_sum([[9, 1], [2, 2, 2], [0]]) == [[0], [2, 2, 2], [9, 1]]
assert sort_rows_by_sum([[1, 1], [2]]) == [[2], [1, 1]]
assert sort_rows_by_sum([[4], [4]]) == [[4], [4]]
assert sort_rows_by_sum([[], [-1], [0, 0]]) == [[-1], [], [0, 0]]
assert sort_rows_by_sum([[2, -2], [1], [0]]) == [[0], [2, -2], [1]]
assert sort_rows_by_sum([[7, 8], [1, 2, 3], [20]]) == [[1, 2, 3], [7, 8], [20]]
