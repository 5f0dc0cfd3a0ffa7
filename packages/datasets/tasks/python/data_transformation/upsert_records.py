# query: Apply a list of partial updates to a list of records keyed by an id field: an update whose id
#   exists is merged into that record (its fields override), otherwise it is appended as a new record.
#   Updates apply in order, the original order is kept, and the input records are not modified.
# entry_point: upsert_records
# example: upsert_records([{"id": 1, "qty": 2}], [{"id": 1, "qty": 5}], "id") == [{"id": 1, "qty": 5}]
# example: upsert_records([{"id": 1}], [{"id": 2, "name": "b"}], "id") == [{"id": 1}, {"id": 2, "name": "b"}]

def upsert_records(base, updates, key):
    result = [dict(record) for record in base]
    position = {record[key]: index for index, record in enumerate(result)}
    for update in updates:
        identifier = update[key]
        if identifier in position:
            result[position[identifier]].update(update)
        else:
            position[identifier] = len(result)
            result.append(dict(update))
    return result


# tests
assert upsert_records([], [], "id") == []
assert upsert_records([{"id": 1, "a": 1}], [], "id") == [{"id": 1, "a": 1}]
assert upsert_records([{"id": 1, "a": 1, "b": 2}], [{"id": 1, "b": 3}], "id") == [{"id": 1, "a": 1, "b": 3}]
assert upsert_records([{"id": 1, "a": 1}], [{"id": 1, "c": 0}], "id") == [{"id": 1, "a": 1, "c": 0}]
assert upsert_records([], [{"id": 5, "a": 1}, {"id": 5, "a": 2}], "id") == [{"id": 5, "a": 2}]
assert upsert_records([{"id": 1}, {"id": 2}], [{"id": 3}, {"id": 2, "x": 1}, {"id": 4}], "id") == [{"id": 1}, {"id": 2, "x": 1}, {"id": 3}, {"id": 4}]
assert upsert_records([{"sku": "a", "n": 1}, {"sku": "b", "n": 1}], [{"sku": "a", "n": 9}], "sku") == [{"sku": "a", "n": 9}, {"sku": "b", "n": 1}]
assert upsert_records([], [{"id": 7}, {"id": 8}, {"id": 7, "z": 1}], "id") == [{"id": 7, "z": 1}, {"id": 8}]
