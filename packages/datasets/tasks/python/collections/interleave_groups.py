# query: Reorder record dicts so that groups (by the value of a field) alternate: take the first record
#   of each group in order of the group's first appearance, then the second of each, and so on,
#   skipping groups that have run out. Records keep their order within a group.
# entry_point: interleave_groups
# example: interleave_groups([{"g": "a", "n": 1}, {"g": "a", "n": 2}, {"g": "b", "n": 3}], "g") == [{"g": "a", "n": 1}, {"g": "b", "n": 3}, {"g": "a", "n": 2}]
# example: interleave_groups([], "g") == []

def interleave_groups(items, key):
    groups = {}
    for item in items:
        groups.setdefault(item[key], []).append(item)
    queues = list(groups.values())
    result = []
    index = 0
    while len(result) < len(items):
        for queue in queues:
            if index < len(queue):
                result.append(queue[index])
        index += 1
    return result


# tests
assert interleave_groups([{"k": 1}], "k") == [{"k": 1}]
assert interleave_groups([{"k": 1, "i": 0}, {"k": 1, "i": 1}], "k") == [{"k": 1, "i": 0}, {"k": 1, "i": 1}]
assert [r["i"] for r in interleave_groups([{"k": "x", "i": 0}, {"k": "x", "i": 1}, {"k": "x", "i": 2}, {"k": "y", "i": 3}, {"k": "z", "i": 4}, {"k": "z", "i": 5}], "k")] == [0, 3, 4, 1, 5, 2]
assert [r["i"] for r in interleave_groups([{"k": "b", "i": 0}, {"k": "a", "i": 1}, {"k": "b", "i": 2}], "k")] == [0, 1, 2]
assert [r["i"] for r in interleave_groups([{"k": 2, "i": 0}, {"k": 1, "i": 1}, {"k": 1, "i": 2}, {"k": 1, "i": 3}], "k")] == [0, 1, 2, 3]
assert [r["i"] for r in interleave_groups([{"k": 1, "i": 0}, {"k": 1, "i": 1}, {"k": 2, "i": 2}, {"k": 2, "i": 3}], "k")] == [0, 2, 1, 3]
assert len(interleave_groups([{"k": n % 3} for n in range(10)], "k")) == 10
