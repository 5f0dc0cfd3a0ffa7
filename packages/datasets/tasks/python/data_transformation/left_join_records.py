# query: Left-join two lists of records on a shared key field: each left record is combined with every
#   right record having the same key value (left values win on overlapping fields), producing one
#   output record per match in order; left records without a match are kept unchanged.
# entry_point: left_join_records
# example: left_join_records([{"id": 1, "name": "Ann"}, {"id": 2, "name": "Bo"}], [{"id": 1, "city": "Oslo"}], "id") == [{"id": 1, "name": "Ann", "city": "Oslo"}, {"id": 2, "name": "Bo"}]
# example: left_join_records([{"k": 5}], [{"k": 5, "x": 1}], "k") == [{"k": 5, "x": 1}]

def left_join_records(left, right, key):
    index = {}
    for record in right:
        if record[key] not in index:
            index[record[key]] = []
        index[record[key]].append(record)
    joined = []
    for record in left:
        matches = index.get(record[key], [])
        if len(matches) == 0:
            joined.append(dict(record))
            continue
        for match in matches:
            merged = dict(match)
            merged.update(record)
            joined.append(merged)
    return joined


# tests
assert left_join_records([], [{"id": 1}], "id") == []
assert left_join_records([{"id": 1}], [], "id") == [{"id": 1}]
assert left_join_records([{"id": 1, "a": "x"}], [{"id": 1, "b": "y"}], "id") == [{"id": 1, "a": "x", "b": "y"}]
assert left_join_records([{"id": 1}], [{"id": 2, "b": "y"}], "id") == [{"id": 1}]
assert left_join_records([{"id": 1}], [{"id": 1, "b": 1}, {"id": 1, "b": 2}], "id") == [{"id": 1, "b": 1}, {"id": 1, "b": 2}]
assert left_join_records([{"id": 1, "v": "left"}], [{"id": 1, "v": "right"}], "id") == [{"id": 1, "v": "left"}]
assert left_join_records([{"k": "a"}, {"k": "b"}], [{"k": "b", "n": 2}], "k") == [{"k": "a"}, {"k": "b", "n": 2}]
assert left_join_records([{"k": 2}, {"k": 2}], [{"k": 2, "z": 0}], "k") == [{"k": 2, "z": 0}, {"k": 2, "z": 0}]
