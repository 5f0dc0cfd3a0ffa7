# query: Flatten nested lists by at most the given number of levels, keeping element order; lists
#   nested deeper than that stay as lists. A depth of 0 returns the elements unchanged (as a new
#   list). Only lists are flattened, not tuples or strings.
# entry_point: flatten_to_depth
# example: flatten_to_depth([[1, 2], [3, [4, 5]]], 1) == [1, 2, 3, [4, 5]]
# example: flatten_to_depth([[1, [2]], [[3]]], 2) == [1, 2, 3]

def flatten_to_depth(items, depth):
    result = []
    for item in items:
        if isinstance(item, list) and depth > 0:
            result.extend(flatten_to_depth(item, depth - 1))
        else:
            result.append(item)
    return result


# tests
assert flatten_to_depth([1, [2, 3], 4], 1) == [1, 2, 3, 4]
assert flatten_to_depth([1, [2, [3, [4]]]], 1) == [1, 2, [3, [4]]]
assert flatten_to_depth([1, [2, [3, [4]]]], 2) == [1, 2, 3, [4]]
assert flatten_to_depth([1, [2, [3, [4]]]], 10) == [1, 2, 3, 4]
assert flatten_to_depth([1, [2]], 0) == [1, [2]]
assert flatten_to_depth([], 3) == []
assert flatten_to_depth([[], [[]]], 1) == [[]]
assert flatten_to_depth([(1, 2), "ab", [3]], 1) == [(1, 2), "ab", 3]
