# query: Compare an old and a new dictionary and report the keys that were added, removed and changed
#   (present in both with different values), as a tuple of three sorted lists.
# entry_point: dict_changes
# example: dict_changes({"a": 1, "b": 2}, {"a": 1, "b": 3, "c": 0}) == (["c"], [], ["b"])
# example: dict_changes({"x": 1, "y": 2}, {"y": 2}) == ([], ["x"], [])

def dict_changes(old, new):
    added = []
    removed = []
    changed = []
    for key in new:
        if key not in old:
            added.append(key)
        elif old[key] != new[key]:
            changed.append(key)
    for key in old:
        if key not in new:
            removed.append(key)
    return (sorted(added), sorted(removed), sorted(changed))


# tests
assert dict_changes({}, {}) == ([], [], [])
assert dict_changes({"a": 1}, {"a": 1}) == ([], [], [])
assert dict_changes({}, {"b": 1, "a": 2}) == (["a", "b"], [], [])
assert dict_changes({"b": 1, "a": 2}, {}) == ([], ["a", "b"], [])
assert dict_changes({"a": 1}, {"a": 2}) == ([], [], ["a"])
assert dict_changes({"a": 1, "b": 2, "c": 3}, {"a": 1, "b": 5, "d": 4}) == (["d"], ["c"], ["b"])
assert dict_changes({"a": None}, {"a": 0}) == ([], [], ["a"])
assert dict_changes({"z": 1, "y": 1}, {"z": 2, "y": 2}) == ([], [], ["y", "z"])
