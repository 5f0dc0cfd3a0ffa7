# query: Group a list of dictionaries by the value they hold under a given key, returning a dict from
#   each value to the list of records having it, in their original order. Records that lack the key
#   are left out.
# entry_point: group_records_by
# example: group_records_by([{"type": "a", "id": 1}, {"type": "b", "id": 2}], "type") == {"a": [{"type": "a", "id": 1}], "b": [{"type": "b", "id": 2}]}
# example: group_records_by([{"team": "red"}, {"name": "x"}, {"team": "red"}], "team") == {"red": [{"team": "red"}, {"team": "red"}]}

def group_records_by(records, key):
    groups = {}
    for record in records:
        if key not in record:
            continue
        value = record[key]
        if value not in groups:
            groups[value] = []
        groups[value].append(record)
    return groups


# tests
assert group_records_by([], "k") == {}
assert group_records_by([{"k": 1}], "k") == {1: [{"k": 1}]}
assert group_records_by([{"k": 1, "n": "a"}, {"k": 2, "n": "b"}, {"k": 1, "n": "c"}], "k") == {1: [{"k": 1, "n": "a"}, {"k": 1, "n": "c"}], 2: [{"k": 2, "n": "b"}]}
assert group_records_by([{"x": 1}, {"k": "a"}], "k") == {"a": [{"k": "a"}]}
assert group_records_by([{"x": 1}], "k") == {}
assert group_records_by([{"k": None}, {"k": None}], "k") == {None: [{"k": None}, {"k": None}]}
assert list(group_records_by([{"k": "b"}, {"k": "a"}, {"k": "b"}], "k")) == ["b", "a"]
assert group_records_by([{"k": 0, "i": 1}, {"k": 0, "i": 2}], "k")[0][1] == {"k": 0, "i": 2}
