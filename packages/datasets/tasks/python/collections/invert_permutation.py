# query: Invert a permutation of 0..n-1 given as a list, so that result[p[i]] == i for every i. If the
#   list is not a permutation (a value out of range or repeated) return None.
# entry_point: invert_permutation
# example: invert_permutation([2, 0, 1]) == [1, 2, 0]
# example: invert_permutation([0, 1]) == [0, 1]

def invert_permutation(permutation):
    inverse = [-1] * len(permutation)
    for index, value in enumerate(permutation):
        if value < 0 or value >= len(permutation) or inverse[value] != -1:
            return None
        inverse[value] = index
    return inverse


# tests
assert invert_permutation([]) == []
assert invert_permutation([0]) == [0]
assert invert_permutation([1, 0]) == [1, 0]
assert invert_permutation([1, 2, 0]) == [2, 0, 1]
assert invert_permutation([3, 0, 2, 1]) == [1, 3, 2, 0]
assert invert_permutation([0, 0]) is None
assert invert_permutation([0, 2]) is None
assert invert_permutation([-1, 0]) is None
assert invert_permutation([4, 3, 2, 1, 0]) == [4, 3, 2, 1, 0]
assert invert_permutation([1, 1, 0]) is None
