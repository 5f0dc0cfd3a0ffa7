# query: Reshape long-format records (one record per id, key and value) into wide records: one dict per id,
#   in order of first appearance, holding the id under the id field name plus one entry per key; when an id
#   repeats a key, the later value wins.
# entry_point: long_to_wide
# example: long_to_wide([{"id": 1, "k": "a", "v": 5}, {"id": 1, "k": "b", "v": 6}], "id", "k", "v") == [{"id": 1, "a": 5, "b": 6}]
# example: long_to_wide([{"id": 2, "k": "x", "v": 0}, {"id": 1, "k": "x", "v": 1}], "id", "k", "v") == [{"id": 2, "x": 0}, {"id": 1, "x": 1}]

def long_to_wide(rows, id_field, key_field, value_field):
    wide = {}
    for row in rows:
        identifier = row[id_field]
        if identifier not in wide:
            wide[identifier] = {id_field: identifier}
        wide[identifier][row[key_field]] = row[value_field]
    return list(wide.values())


# tests
assert long_to_wide([], "id", "k", "v") == []
assert long_to_wide([{"id": "p", "k": "w", "v": 2}], "id", "k", "v") == [{"id": "p", "w": 2}]
assert long_to_wide([{"id": 1, "k": "a", "v": 1}, {"id": 1, "k": "a", "v": 2}], "id", "k", "v") == [{"id": 1, "a": 2}]
assert long_to_wide([{"id": 1, "k": "a", "v": 1}, {"id": 2, "k": "b", "v": 2}, {"id": 1, "k": "c", "v": 3}], "id", "k", "v") == [{"id": 1, "a": 1, "c": 3}, {"id": 2, "b": 2}]
assert long_to_wide([{"sku": "A", "metric": "qty", "val": None}], "sku", "metric", "val") == [{"sku": "A", "qty": None}]
assert long_to_wide([{"id": 1, "k": "id", "v": 99}], "id", "k", "v") == [{"id": 99}]
assert [list(r) for r in long_to_wide([{"id": 1, "k": "z", "v": 0}, {"id": 1, "k": "a", "v": 0}], "id", "k", "v")] == [["id", "z", "a"]]
assert long_to_wide([{"id": 0, "k": 1, "v": "x"}, {"id": 0, "k": 2, "v": "y"}], "id", "k", "v") == [{"id": 0, 1: "x", 2: "y"}]
