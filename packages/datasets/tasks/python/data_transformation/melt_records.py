# query: Reshape wide records into long form: for each record, emit an (id, field, value) tuple for
#   every field other than the id field, fields in alphabetical order, records in input order.
# entry_point: melt_records
# example: melt_records([{"id": 3, "h": 10, "w": 20}], "id") == [(3, "h", 10), (3, "w", 20)]
# example: melt_records([{"name": "a", "score": 1}, {"name": "b", "score": 2}], "name") == [("a", "score", 1), ("b", "score", 2)]

def melt_records(records, id_field):
    rows = []
    for record in records:
        identifier = record[id_field]
        for key in sorted(record):
            if key == id_field:
                continue
            rows.append((identifier, key, record[key]))
    return rows


# tests
assert melt_records([], "id") == []
assert melt_records([{"id": 1}], "id") == []
assert melt_records([{"id": 1, "b": 2, "a": 3}], "id") == [(1, "a", 3), (1, "b", 2)]
assert melt_records([{"id": 1, "x": 5}, {"id": 2, "x": 6}], "id") == [(1, "x", 5), (2, "x", 6)]
assert melt_records([{"k": "r", "z": 2, "a": 1}], "k") == [("r", "a", 1), ("r", "z", 2)]
assert melt_records([{"m": 0, "id": 7, "c": None}], "id") == [(7, "c", None), (7, "m", 0)]
assert melt_records([{"id": "b", "v": 1}, {"id": "a", "v": 2}], "id") == [("b", "v", 1), ("a", "v", 2)]
