# query: Apply a set operation ("union", "intersection", "difference" or "symmetric") to two lists while
#   keeping order: the result lists each qualifying item once, in order of first appearance in the
#   first list followed by the second. An unknown operation gives None.
# entry_point: ordered_set_operation
# example: ordered_set_operation([3, 1], [1, 2], "union") == [3, 1, 2]
# example: ordered_set_operation(["x", "y"], ["y"], "difference") == ["x"]

def ordered_set_operation(first, second, operation):
    if operation not in ("union", "intersection", "difference", "symmetric"):
        return None
    in_first = set(first)
    in_second = set(second)
    result = []
    seen = set()
    for item in list(first) + list(second):
        if item in seen:
            continue
        seen.add(item)
        a = item in in_first
        b = item in in_second
        if operation == "union":
            keep = True
        elif operation == "intersection":
            keep = a and b
        elif operation == "difference":
            keep = a and not b
        else:
            keep = a != b
        if keep:
            result.append(item)
    return result


# tests
assert ordered_set_operation([], [], "union") == []
assert ordered_set_operation([1, 1, 2], [2, 3, 3], "union") == [1, 2, 3]
assert ordered_set_operation([4, 3, 2, 1], [1, 3], "intersection") == [3, 1]
assert ordered_set_operation([1, 2, 2, 3], [2], "difference") == [1, 3]
assert ordered_set_operation([1, 2, 3], [3, 4, 1, 5], "symmetric") == [2, 4, 5]
assert ordered_set_operation([], [1, 2], "difference") == []
assert ordered_set_operation([], [2, 1, 2], "symmetric") == [2, 1]
assert ordered_set_operation([1], [2], "intersection") == []
assert ordered_set_operation([1], [2], "merge") is None
assert ordered_set_operation(["b", "a"], ["a", "c"], "union") == ["b", "a", "c"]
