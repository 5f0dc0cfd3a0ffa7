# query: Check whether a list is a permutation of the consecutive integers start, start + 1, ...,
#   start + len - 1 (default start 1): every such number appears exactly once and nothing else does. An empty
#   list counts as a permutation; booleans are not integers here.
# entry_point: is_permutation_of_range
# example: is_permutation_of_range([3, 1, 2]) == True
# example: is_permutation_of_range([0, 1, 2], 0) == True

def is_permutation_of_range(values, start=1):
    seen = [False] * len(values)
    for value in values:
        if type(value) is not int:
            return False
        offset = value - start
        if offset < 0 or offset >= len(values):
            return False
        if seen[offset]:
            return False
        seen[offset] = True
    return True


# tests
assert is_permutation_of_range([]) is True
assert is_permutation_of_range([1]) is True
assert is_permutation_of_range([0]) is False
assert is_permutation_of_range([2]) is False
assert is_permutation_of_range([2, 1, 2]) is False
assert is_permutation_of_range([4, 1, 3]) is False
assert is_permutation_of_range([5, 3, 4], 3) is True
assert is_permutation_of_range([-1, 0, -2], -2) is True
assert is_permutation_of_range([1, 2.0]) is False
assert is_permutation_of_range([True]) is False
