# query: Reorder a list of distinct elements so that the given target elements come first, in the
#   order the targets are listed, followed by all other elements in their original order. Targets
#   not in the list, and repeated targets, are ignored.
# entry_point: move_to_front
# example: move_to_front(["a", "b", "c", "d"], ["c"]) == ["c", "a", "b", "d"]
# example: move_to_front([1, 2, 3, 4], [4, 2]) == [4, 2, 1, 3]

def move_to_front(items, targets):
    front = []
    for target in targets:
        if target in items and target not in front:
            front.append(target)
    rest = []
    for item in items:
        if item not in front:
            rest.append(item)
    return front + rest


# tests
assert move_to_front([], ["a"]) == []
assert move_to_front(["a", "b", "c"], []) == ["a", "b", "c"]
assert move_to_front(["a", "b", "c"], ["c"]) == ["c", "a", "b"]
assert move_to_front(["a", "b", "c", "d"], ["d", "b"]) == ["d", "b", "a", "c"]
assert move_to_front(["a", "b", "c"], ["x", "b"]) == ["b", "a", "c"]
assert move_to_front(["a", "b", "c"], ["b", "b"]) == ["b", "a", "c"]
assert move_to_front(["a", "b", "c"], ["a"]) == ["a", "b", "c"]
assert move_to_front([3, 1, 2], [2, 3, 1]) == [2, 3, 1]
