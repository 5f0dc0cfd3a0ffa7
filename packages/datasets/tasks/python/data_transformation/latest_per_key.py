# query: Deduplicate records by a key field, keeping for each key the record with the greatest value in
#   a timestamp field (a later record in the input wins a tie), and return the kept records sorted by key.
# entry_point: latest_per_key
# example: latest_per_key([{"id": 1, "ts": 5}, {"id": 1, "ts": 9}], "id", "ts") == [{"id": 1, "ts": 9}]
# example: latest_per_key([{"id": "b", "ts": 1}, {"id": "a", "ts": 2}], "id", "ts") == [{"id": "a", "ts": 2}, {"id": "b", "ts": 1}]

def latest_per_key(records, key_field, time_field):
    best = {}
    for record in records:
        key = record[key_field]
        if key not in best or record[time_field] >= best[key][time_field]:
            best[key] = record
    return [best[key] for key in sorted(best)]


# tests
assert latest_per_key([], "k", "t") == []
assert latest_per_key([{"k": 1, "t": 3}], "k", "t") == [{"k": 1, "t": 3}]
assert latest_per_key([{"k": 1, "t": 9, "v": "new"}, {"k": 1, "t": 3, "v": "old"}], "k", "t") == [{"k": 1, "t": 9, "v": "new"}]
assert latest_per_key([{"k": 1, "t": 3, "v": "a"}, {"k": 1, "t": 3, "v": "b"}], "k", "t") == [{"k": 1, "t": 3, "v": "b"}]
assert latest_per_key([{"k": 2, "t": 1}, {"k": 1, "t": 1}, {"k": 3, "t": 1}], "k", "t") == [{"k": 1, "t": 1}, {"k": 2, "t": 1}, {"k": 3, "t": 1}]
assert latest_per_key([{"k": "x", "t": "2024-01-02"}, {"k": "x", "t": "2023-12-31"}], "k", "t") == [{"k": "x", "t": "2024-01-02"}]
assert latest_per_key([{"k": 1, "t": -5}, {"k": 1, "t": -2}, {"k": 1, "t": -9}], "k", "t") == [{"k": 1, "t": -2}]
assert latest_per_key([{"k": "b", "t": 2}, {"k": "a", "t": 0}, {"k": "b", "t": 1}], "k", "t") == [{"k": "a", "t": 0}, {"k": "b", "t": 2}]
