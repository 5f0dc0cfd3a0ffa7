# query: Explode a list-valued field: every record whose field holds a list is replaced by one copy per
#   list element with the field set to that element (a record with an empty list disappears), while
#   records where the field is missing or not a list are kept as copies. Order is preserved.
# entry_point: explode_records
# example: explode_records([{"id": 2, "tags": ["x", "y"]}], "tags") == [{"id": 2, "tags": "x"}, {"id": 2, "tags": "y"}]
# example: explode_records([{"n": [1]}, {"m": 0}], "n") == [{"n": 1}, {"m": 0}]

def explode_records(records, field):
    result = []
    for record in records:
        value = record.get(field)
        if not isinstance(value, list):
            result.append(dict(record))
            continue
        for item in value:
            copy = dict(record)
            copy[field] = item
            result.append(copy)
    return result


# tests
assert explode_records([], "tags") == []
assert explode_records([{"id": 1, "tags": ["a", "b"]}], "tags") == [{"id": 1, "tags": "a"}, {"id": 1, "tags": "b"}]
assert explode_records([{"id": 1, "tags": []}], "tags") == []
assert explode_records([{"id": 1, "tags": "x"}], "tags") == [{"id": 1, "tags": "x"}]
assert explode_records([{"id": 1}], "tags") == [{"id": 1}]
assert explode_records([{"id": 1, "t": [1]}, {"id": 2, "t": [2, 3]}], "t") == [{"id": 1, "t": 1}, {"id": 2, "t": 2}, {"id": 2, "t": 3}]
assert explode_records([{"t": [[1, 2]]}], "t") == [{"t": [1, 2]}]
assert (lambda rows: (explode_records(rows, "t"), rows)[1])([{"t": [1, 2]}]) == [{"t": [1, 2]}]
