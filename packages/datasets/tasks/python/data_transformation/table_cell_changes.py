# query: Compare two tables given as lists of rows and list every cell whose value differs as a
#   (row, column, old value, new value) tuple in row-major order; a cell that exists in only one table
#   counts as None in the other, so added or removed rows and columns show up too.
# entry_point: table_cell_changes
# example: table_cell_changes([[1, 2]], [[1, 3]]) == [(0, 1, 2, 3)]
# example: table_cell_changes([["a"]], [["a"], ["b"]]) == [(1, 0, None, "b")]

def table_cell_changes(old, new):
    changes = []
    for row in range(max(len(old), len(new))):
        old_row = old[row] if row < len(old) else []
        new_row = new[row] if row < len(new) else []
        for column in range(max(len(old_row), len(new_row))):
            before = old_row[column] if column < len(old_row) else None
            after = new_row[column] if column < len(new_row) else None
            if before != after:
                changes.append((row, column, before, after))
    return changes


# tests
assert table_cell_changes([], []) == [] and table_cell_changes([], [[4]]) == [(0, 0, None, 4)]
assert table_cell_changes([[1, 2], [3, 4]], [[1, 2], [3, 4]]) == []
assert table_cell_changes([[1, 2], [3, 4]], [[9, 2], [3, 8]]) == [(0, 0, 1, 9), (1, 1, 4, 8)]
assert table_cell_changes([[1, 2]], []) == [(0, 0, 1, None), (0, 1, 2, None)]
assert table_cell_changes([[1]], [[1, 5]]) == [(0, 1, None, 5)]
assert table_cell_changes([[1, 7]], [[1]]) == [(0, 1, 7, None)]
assert table_cell_changes([[None]], [[None, None]]) == []
assert table_cell_changes([["x"], ["y"], ["z"]], [["x"], ["Y"]]) == [(1, 0, "y", "Y"), (2, 0, "z", None)]
assert table_cell_changes([[0]], [[False]]) == []
