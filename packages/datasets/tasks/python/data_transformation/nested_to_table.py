# query: Turn a dict of dicts ({row label: {column label: value}}) into a table: a header row of the corner
#   text followed by the sorted column labels found in any row, then one row per sorted row label with
#   its values, using an empty string where a row has no value for a column.
# entry_point: nested_to_table
# example: nested_to_table({"x": {"a": 1}}, "") == [["", "a"], ["x", 1]]
# example: nested_to_table({"r2": {"b": 2}, "r1": {"a": 1}}, "id") == [["id", "a", "b"], ["r1", 1, ""], ["r2", "", 2]]

def nested_to_table(nested, corner):
    columns = sorted({column for inner in nested.values() for column in inner})
    table = [[corner] + columns]
    for row in sorted(nested):
        cells = [row]
        for column in columns:
            cells.append(nested[row].get(column, ""))
        table.append(cells)
    return table


# tests
assert nested_to_table({}, "k") == [["k"]]
assert nested_to_table({"a": {}}, "k") == [["k"], ["a"]]
assert nested_to_table({"a": {"z": 1, "y": 2}}, "k") == [["k", "y", "z"], ["a", 2, 1]]
assert nested_to_table({"b": {"x": 0}, "a": {"x": None}}, "") == [["", "x"], ["a", None], ["b", 0]]
assert nested_to_table({"q": {"m": 1}, "p": {"n": 2}}, "*") == [["*", "m", "n"], ["p", "", 2], ["q", 1, ""]]
assert nested_to_table({2024: {"Q2": 5, "Q1": 4}}, "year") == [["year", "Q1", "Q2"], [2024, 4, 5]]
assert nested_to_table({"r": {"c": "v"}, "s": {"c": "w"}}, "") == [["", "c"], ["r", "v"], ["s", "w"]]
