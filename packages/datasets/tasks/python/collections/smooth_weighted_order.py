# query: Produce the first count picks of smooth weighted round-robin over a dict of name to integer
#   weight: each step adds every weight to that name's running score, picks the highest score (ties to
#   the earlier name in the dict) and subtracts the total weight from the pick. A total weight of zero
#   or less gives an empty list.
# entry_point: smooth_weighted_order
# example: smooth_weighted_order({"a": 2, "b": 1}, 3) == ["a", "b", "a"]
# example: smooth_weighted_order({"x": 1}, 2) == ["x", "x"]

def smooth_weighted_order(weights, count):
    total = sum(weights.values())
    if total <= 0:
        return []
    current = {name: 0 for name in weights}
    order = []
    for _ in range(count):
        best = None
        for name, weight in weights.items():
            current[name] += weight
            if best is None or current[name] > current[best]:
                best = name
        current[best] -= total
        order.append(best)
    return order


# tests
assert smooth_weighted_order({}, 3) == []
assert smooth_weighted_order({"a": 0}, 3) == []
assert smooth_weighted_order({"a": 1, "b": 1}, 0) == []
assert smooth_weighted_order({"a": 5, "b": 1, "c": 1}, 7) == ["a", "a", "b", "a", "c", "a", "a"]
assert smooth_weighted_order({"a": 1, "b": 1}, 4) == ["a", "b", "a", "b"]
assert smooth_weighted_order({"b": 1, "a": 1}, 3) == ["b", "a", "b"]
assert smooth_weighted_order({"a": 1, "b": 3}, 4) == ["b", "a", "b", "b"]
assert smooth_weighted_order({"a": 3, "b": 2}, 5) == ["a", "b", "a", "b", "a"]
assert smooth_weighted_order({"a": 2, "b": 0}, 3) == ["a", "a", "a"]
assert smooth_weighted_order({"a": 1}, 2) == ["a", "a"]
