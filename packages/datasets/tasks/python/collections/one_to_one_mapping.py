# query: Build a dict from (left, right) pairs that must describe a one-to-one correspondence: each
#   left value maps to a single right value and no two left values share a right value. Repeating the
#   same pair is fine; any conflict gives None.
# entry_point: one_to_one_mapping
# example: one_to_one_mapping([("a", 1), ("b", 2)]) == {"a": 1, "b": 2}
# example: one_to_one_mapping([("a", 1), ("b", 1)]) == None

def one_to_one_mapping(pairs):
    forward = {}
    backward = {}
    for left, right in pairs:
        if forward.get(left, right) != right or backward.get(right, left) != left:
            return None
        forward[left] = right
        backward[right] = left
    return forward


# tests
assert one_to_one_mapping([]) == {}
assert one_to_one_mapping([("x", "y")]) == {"x": "y"}
assert one_to_one_mapping([("x", "y"), ("x", "y")]) == {"x": "y"}
assert one_to_one_mapping([("x", "y"), ("x", "z")]) is None
assert one_to_one_mapping([("x", "z"), ("y", "z")]) is None
assert one_to_one_mapping([(1, 2), (2, 1)]) == {1: 2, 2: 1}
assert one_to_one_mapping([(1, 1), (2, 2), (3, 3)]) == {1: 1, 2: 2, 3: 3}
assert one_to_one_mapping([("a", None), ("b", None)]) is None
assert one_to_one_mapping([(1, "a"), (2, "b"), (1, "b")]) is None
