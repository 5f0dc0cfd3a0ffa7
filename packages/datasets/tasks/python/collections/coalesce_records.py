# query: Merge a list of dicts field by field, taking for each key the first value that is not None in
#   list order. Keys keep the order in which they are first seen, and a key whose values are all None
#   maps to None.
# entry_point: coalesce_records
# example: coalesce_records([{"a": None, "b": 1}, {"a": 2, "b": 3}]) == {"a": 2, "b": 1}
# example: coalesce_records([{"k": None}]) == {"k": None}

def coalesce_records(records):
    merged = {}
    for record in records:
        for key, value in record.items():
            if value is None:
                merged.setdefault(key, None)
            elif merged.get(key) is None:
                merged[key] = value
    return merged


# tests
assert coalesce_records([]) == {}
assert coalesce_records([{}, {"x": 1}]) == {"x": 1}
assert coalesce_records([{"x": 1}, {"x": 2}]) == {"x": 1}
assert coalesce_records([{"x": None}, {"x": None}, {"x": 0}]) == {"x": 0}
assert coalesce_records([{"x": False}, {"x": True}]) == {"x": False}
assert coalesce_records([{"a": None}, {"b": 2}]) == {"a": None, "b": 2}
assert list(coalesce_records([{"b": None}, {"a": 1, "b": 2}])) == ["b", "a"]
assert coalesce_records([{"a": 1, "b": None}, {"b": "", "c": 3}, {"b": "z"}]) == {"a": 1, "b": "", "c": 3}
assert coalesce_records([{"a": 5}, {"a": None}]) == {"a": 5}
