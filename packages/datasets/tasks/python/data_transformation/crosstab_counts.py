# query: Cross-tabulate records by two fields: return a tuple of the sorted distinct row-field values,
#   the sorted distinct column-field values, and a matrix of how many records have each combination,
#   with 0 for combinations that never occur.
# entry_point: crosstab_counts
# example: crosstab_counts([{"g": "m", "s": "y"}, {"g": "f", "s": "y"}], "g", "s") == (["f", "m"], ["y"], [[1], [1]])
# example: crosstab_counts([{"a": 1, "b": 2}, {"a": 1, "b": 2}], "a", "b") == ([1], [2], [[2]])

def crosstab_counts(records, row_field, column_field):
    rows = sorted({record[row_field] for record in records})
    columns = sorted({record[column_field] for record in records})
    row_index = {label: index for index, label in enumerate(rows)}
    column_index = {label: index for index, label in enumerate(columns)}
    counts = [[0] * len(columns) for _ in rows]
    for record in records:
        counts[row_index[record[row_field]]][column_index[record[column_field]]] += 1
    return (rows, columns, counts)


# tests
assert crosstab_counts([], "r", "c") == ([], [], [])
assert crosstab_counts([{"r": "x", "c": "p"}], "r", "c") == (["x"], ["p"], [[1]])
assert crosstab_counts([{"r": "b", "c": "q"}, {"r": "a", "c": "p"}], "r", "c") == (["a", "b"], ["p", "q"], [[1, 0], [0, 1]])
assert crosstab_counts([{"r": 2, "c": 1}, {"r": 1, "c": 1}, {"r": 2, "c": 1}], "r", "c") == ([1, 2], [1], [[1], [2]])
assert crosstab_counts([{"r": "a", "c": "z"}, {"r": "a", "c": "y"}, {"r": "a", "c": "z"}], "r", "c") == (["a"], ["y", "z"], [[1, 2]])
assert crosstab_counts([{"r": "a", "c": "x"}, {"r": "b", "c": "y"}, {"r": "c", "c": "x"}], "c", "r") == (["x", "y"], ["a", "b", "c"], [[1, 0, 1], [0, 1, 0]])
assert crosstab_counts([{"r": "s", "c": "s", "n": 1}], "r", "c") == (["s"], ["s"], [[1]])
assert crosstab_counts([{"k": 1, "v": 0}, {"k": 0, "v": 1}, {"k": 0, "v": 0}], "k", "v") == ([0, 1], [0, 1], [[1, 1], [1, 0]])
