# query: Return how deeply lists are nested in a value: anything that is not a list has depth 0, an
#   empty list has depth 1 and a list is one deeper than its deepest element. Tuples and other
#   containers count as plain values.
# entry_point: list_depth
# example: list_depth([1, [2]]) == 2
# example: list_depth("text") == 0

def list_depth(value):
    if not isinstance(value, list):
        return 0
    deepest = 0
    for item in value:
        depth = list_depth(item)
        if depth > deepest:
            deepest = depth
    return deepest + 1


# tests
assert list_depth(5) == 0
assert list_depth([]) == 1
assert list_depth([1, 2, 3]) == 1
assert list_depth([[]]) == 2
assert list_depth([1, [2, [3, [4]]]]) == 4
assert list_depth([[[1]], [2]]) == 3
assert list_depth([[1], [[2]], 3]) == 3
assert list_depth([(1, [2])]) == 1
assert list_depth([{"a": [1]}]) == 1
