# query: Compare an old and a new list of records keyed by an id field and report which ids were added,
#   removed or changed (present in both with different contents), each as a sorted list, in a dict with
#   keys "added", "removed" and "changed". When an id repeats within a list, its last record counts.
# entry_point: diff_records_by_id
# example: diff_records_by_id([{"id": 1, "v": "a"}], [{"id": 1, "v": "b"}, {"id": 2, "v": "c"}], "id") == {"added": [2], "removed": [], "changed": [1]}
# example: diff_records_by_id([{"sku": "x"}], [], "sku") == {"added": [], "removed": ["x"], "changed": []}

def diff_records_by_id(old, new, key):
    before = {record[key]: record for record in old}
    after = {record[key]: record for record in new}
    added = []
    removed = []
    changed = []
    for identifier, record in after.items():
        if identifier not in before:
            added.append(identifier)
        elif before[identifier] != record:
            changed.append(identifier)
    for identifier in before:
        if identifier not in after:
            removed.append(identifier)
    return {"added": sorted(added), "removed": sorted(removed), "changed": sorted(changed)}


# tests
assert diff_records_by_id([], [], "id") == {"added": [], "removed": [], "changed": []}
assert diff_records_by_id([], [{"id": 3}, {"id": 1}], "id") == {"added": [1, 3], "removed": [], "changed": []}
assert diff_records_by_id([{"id": 2}, {"id": 1}], [], "id") == {"added": [], "removed": [1, 2], "changed": []}
assert diff_records_by_id([{"id": 1, "n": 5}], [{"id": 1, "n": 5}], "id") == {"added": [], "removed": [], "changed": []}
assert diff_records_by_id([{"id": 1, "n": 5}], [{"id": 1, "n": 6}], "id") == {"added": [], "removed": [], "changed": [1]}
assert diff_records_by_id([{"id": 1, "n": 5}], [{"id": 1, "n": 5, "m": 0}], "id") == {"added": [], "removed": [], "changed": [1]}
assert diff_records_by_id([{"id": 1, "n": 1}, {"id": 1, "n": 2}], [{"id": 1, "n": 2}], "id") == {"added": [], "removed": [], "changed": []}
assert diff_records_by_id([{"k": "b", "v": 1}, {"k": "a", "v": 1}], [{"k": "c", "v": 1}, {"k": "a", "v": 0}, {"k": "d"}], "k") == {"added": ["c", "d"], "removed": ["b"], "changed": ["a"]}
assert diff_records_by_id([{"id": 1}], [{"id": 1, "n": 1}, {"id": 1}], "id") == {"added": [], "removed": [], "changed": []}
