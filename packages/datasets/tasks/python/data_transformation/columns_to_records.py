# query: Convert a dict of equally long columns (column name to list of values) into a list of row
#   dicts. Return None if the columns have different lengths; no columns gives an empty list.
# entry_point: columns_to_records
# example: columns_to_records({"x": [1, 2], "y": [3, 4]}) == [{"x": 1, "y": 3}, {"x": 2, "y": 4}]
# example: columns_to_records({"name": ["Ann"]}) == [{"name": "Ann"}]

def columns_to_records(columns):
    names = list(columns)
    if len(names) == 0:
        return []
    length = len(columns[names[0]])
    for name in names:
        if len(columns[name]) != length:
            return None
    records = []
    for index in range(length):
        record = {}
        for name in names:
            record[name] = columns[name][index]
        records.append(record)
    return records


# tests
assert columns_to_records({}) == []
assert columns_to_records({"a": []}) == []
assert columns_to_records({"a": [1, 2]}) == [{"a": 1}, {"a": 2}]
assert columns_to_records({"a": [1, 2], "b": ["x", "y"]}) == [{"a": 1, "b": "x"}, {"a": 2, "b": "y"}]
assert columns_to_records({"a": [1, 2], "b": ["x"]}) is None
assert columns_to_records({"a": [1], "b": ["x", "y"]}) is None
assert columns_to_records({"a": [None], "b": [0], "c": [""]}) == [{"a": None, "b": 0, "c": ""}]
assert columns_to_records({"a": [1, 2, 3], "b": [4, 5, 6], "c": [7, 8]}) is None
