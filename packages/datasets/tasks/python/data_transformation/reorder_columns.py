# query: Rearrange a table given as rows of cells, whose first row is the header, so that its columns
#   follow a requested list of column names. A requested name missing from the header yields a column of
#   empty strings, and a row too short for a column gets an empty string there. An empty table stays empty.
# entry_point: reorder_columns
# example: reorder_columns([["a", "b"], [1, 2]], ["b", "a"]) == [["b", "a"], [2, 1]]
# example: reorder_columns([["id", "name"], [7, "x"]], ["name", "age"]) == [["name", "age"], ["x", ""]]

def reorder_columns(rows, order):
    if not rows:
        return []
    header = rows[0]
    positions = []
    for name in order:
        if name in header:
            positions.append(header.index(name))
        else:
            positions.append(-1)
    result = [list(order)]
    for row in rows[1:]:
        result.append([row[position] if 0 <= position < len(row) else "" for position in positions])
    return result


# tests
assert reorder_columns([], ["a"]) == []
assert reorder_columns([["a"]], ["a"]) == [["a"]]
assert reorder_columns([["x", "y", "z"], [1, 2, 3], [4, 5, 6]], ["z", "x"]) == [["z", "x"], [3, 1], [6, 4]]
assert reorder_columns([["x", "y"], [1, 2]], []) == [[], []]
assert reorder_columns([["x", "y"], [1, 2]], ["q", "x"]) == [["q", "x"], ["", 1]]
assert reorder_columns([["x", "y"], [1]], ["y", "x"]) == [["y", "x"], ["", 1]]
assert reorder_columns([["k", "k"], [1, 2]], ["k"]) == [["k"], [1]]
assert reorder_columns([["a", "b"], ["p", "q"]], ["b", "b"]) == [["b", "b"], ["q", "q"]]
assert reorder_columns([["a", "b", "c"], [0, 0, 9]], ["c"]) == [["c"], [9]]
