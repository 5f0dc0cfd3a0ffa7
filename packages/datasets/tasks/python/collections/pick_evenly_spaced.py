# query: Pick the requested number of elements spread evenly across a list, always including the
#   first and last element when picking two or more (positions are rounded down). Picking one gives
#   just the first element, asking for at least as many as there are returns a copy of the whole
#   list, and a count below 1 gives None.
# entry_point: pick_evenly_spaced
# example: pick_evenly_spaced([10, 20, 30, 40, 50, 60, 70, 80, 90], 3) == [10, 50, 90]
# example: pick_evenly_spaced(["a", "b", "c", "d"], 2) == ["a", "d"]

def pick_evenly_spaced(items, count):
    length = len(items)
    if count < 1:
        return None
    if count >= length:
        return list(items)
    if count == 1:
        return [items[0]]
    picked = []
    for step in range(count):
        index = (step * (length - 1)) // (count - 1)
        picked.append(items[index])
    return picked


# tests
assert pick_evenly_spaced([1, 2, 3, 4, 5], 3) == [1, 3, 5]
assert pick_evenly_spaced([1, 2, 3, 4, 5], 2) == [1, 5]
assert pick_evenly_spaced([1, 2, 3, 4, 5], 1) == [1]
assert pick_evenly_spaced([1, 2, 3, 4, 5], 5) == [1, 2, 3, 4, 5]
assert pick_evenly_spaced([1, 2, 3], 7) == [1, 2, 3]
assert pick_evenly_spaced([1, 2, 3], 0) is None
assert pick_evenly_spaced([], 2) == []
assert pick_evenly_spaced([0, 1, 2, 3, 4, 5, 6], 4) == [0, 2, 4, 6]
assert pick_evenly_spaced([0, 1, 2, 3, 4, 5], 4) == [0, 1, 3, 5]
assert pick_evenly_spaced([0, 1, 2, 3, 4, 5], 5) == [0, 1, 2, 3, 5]
