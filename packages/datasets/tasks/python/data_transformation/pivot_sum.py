# query: Pivot a list of records into a nested dict: for each value of the row field, a dict from each
#   value of the column field to the sum of the value field over the matching records. Combinations
#   that never occur are absent.
# entry_point: pivot_sum
# example: pivot_sum([{"r": "x", "c": "a", "v": 2}, {"r": "y", "c": "a", "v": 3}], "r", "c", "v") == {"x": {"a": 2}, "y": {"a": 3}}
# example: pivot_sum([{"store": "A", "day": "mon", "sales": 5}, {"store": "A", "day": "mon", "sales": 2}], "store", "day", "sales") == {"A": {"mon": 7}}

def pivot_sum(records, row_field, column_field, value_field):
    table = {}
    for record in records:
        row = record[row_field]
        column = record[column_field]
        if row not in table:
            table[row] = {}
        table[row][column] = table[row].get(column, 0) + record[value_field]
    return table


# tests
assert pivot_sum([], "r", "c", "v") == {}
assert pivot_sum([{"r": "a", "c": "x", "v": 1}], "r", "c", "v") == {"a": {"x": 1}}
assert pivot_sum([{"r": "a", "c": "x", "v": 1}, {"r": "a", "c": "x", "v": 4}], "r", "c", "v") == {"a": {"x": 5}}
assert pivot_sum([{"r": "a", "c": "x", "v": 1}, {"r": "a", "c": "y", "v": 2}, {"r": "b", "c": "x", "v": 3}], "r", "c", "v") == {"a": {"x": 1, "y": 2}, "b": {"x": 3}}
assert pivot_sum([{"r": 1, "c": 2, "v": -3}, {"r": 1, "c": 2, "v": 3}], "r", "c", "v") == {1: {2: 0}}
assert pivot_sum([{"year": 2020, "q": "Q1", "amt": 10}, {"year": 2021, "q": "Q1", "amt": 7}], "q", "year", "amt") == {"Q1": {2020: 10, 2021: 7}}
assert pivot_sum([{"r": "a", "c": "x", "v": 2.5}, {"r": "a", "c": "x", "v": 0.5}], "r", "c", "v") == {"a": {"x": 3.0}}
