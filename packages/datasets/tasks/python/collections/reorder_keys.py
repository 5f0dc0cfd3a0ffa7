# query: Return a copy of a dict with its keys reordered: first the keys named in the given order (those
#   missing from the dict are skipped, repeats ignored), then all remaining keys in their original
#   order. Values are unchanged.
# entry_point: reorder_keys
# example: list(reorder_keys({"b": 1, "a": 2, "c": 3}, ["c"])) == ["c", "b", "a"]
# example: reorder_keys({"x": 1}, ["y"]) == {"x": 1}

def reorder_keys(record, order):
    result = {}
    for key in order:
        if key in record and key not in result:
            result[key] = record[key]
    for key, value in record.items():
        if key not in result:
            result[key] = value
    return result


# tests
assert reorder_keys({}, ["a"]) == {}
assert list(reorder_keys({"a": 1, "b": 2}, [])) == ["a", "b"]
assert list(reorder_keys({"a": 1, "b": 2}, ["b", "a"])) == ["b", "a"]
assert list(reorder_keys({"a": 1, "b": 2, "c": 3}, ["c", "z", "a"])) == ["c", "a", "b"]
assert list(reorder_keys({"a": 1, "b": 2}, ["b", "b"])) == ["b", "a"]
assert reorder_keys({"a": 1, "b": 2}, ["b"]) == {"b": 2, "a": 1}
assert list(reorder_keys({"d": 4, "c": 3, "b": 2, "a": 1}, ["a"])) == ["a", "d", "c", "b"]
assert list(reorder_keys({"id": 7, "name": "x", "age": 3}, ["name", "id"]).items()) == [("name", "x"), ("id", 7), ("age", 3)]
