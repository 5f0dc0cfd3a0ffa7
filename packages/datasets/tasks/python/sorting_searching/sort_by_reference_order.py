# query: Order items by their position in a reference list (the first occurrence counts when the reference
#   repeats a name); items missing from the reference go after the others in alphabetical order.
#   Duplicated items are kept.
# entry_point: sort_by_reference_order
# example: sort_by_reference_order(["sat", "mon", "fri"], ["mon", "fri", "sat"]) == ["mon", "fri", "sat"]
# example: sort_by_reference_order(["c", "b", "a"], ["c"]) == ["c", "a", "b"]

def sort_by_reference_order(items, order):
    rank = {}
    for position, name in enumerate(order):
        if name not in rank:
            rank[name] = position
    known = [item for item in items if item in rank]
    unknown = [item for item in items if item not in rank]
    known.sort(key=lambda item: rank[item])
    unknown.sort()
    return known + unknown


# tests
assert sort_by_reference_order(["low", "high", "mid"], ["high", "mid", "low"]) == ["high", "mid", "low"]
assert sort_by_reference_order(["b", "x", "a"], ["a", "b"]) == ["a", "b", "x"]
assert sort_by_reference_order(["z", "y"], []) == ["y", "z"]
assert sort_by_reference_order([], ["a"]) == []
assert sort_by_reference_order(["a", "b", "a"], ["b", "a"]) == ["b", "a", "a"]
assert sort_by_reference_order(["b", "a"], ["a", "b", "a"]) == ["a", "b"]
assert sort_by_reference_order(["q", "p", "m"], ["m"]) == ["m", "p", "q"]
assert sort_by_reference_order(["d", "c", "e"], ["e", "x", "c"]) == ["e", "c", "d"]
