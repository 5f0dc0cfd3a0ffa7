# query: Return the first item of a sequence that occurs exactly once in it, or None if every item is
#   repeated (or the sequence is empty).
# entry_point: first_non_repeated
# example: first_non_repeated(["a", "b", "a"]) == "b"
# example: first_non_repeated("aabb") == None

def first_non_repeated(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    for item in items:
        if counts[item] == 1:
            return item
    return None


# tests
assert first_non_repeated([]) is None
assert first_non_repeated([4]) == 4
assert first_non_repeated([1, 1]) is None
assert first_non_repeated([1, 2, 1, 3]) == 2
assert first_non_repeated([5, 6, 6, 5, 7, 8]) == 7
assert first_non_repeated("swiss") == "w"
assert first_non_repeated([2, 2, 2, 3]) == 3
assert first_non_repeated([0, 1, 1]) == 0
assert first_non_repeated([3, 3, 3, 9, 9]) is None
