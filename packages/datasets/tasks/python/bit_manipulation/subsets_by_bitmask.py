# query: List all subsets of a list of items, ordered by their bitmask: the subset for mask m holds
#   the items whose index bit is set in m, in their original order, so the empty subset comes first
#   and the full list last.
# entry_point: subsets_by_bitmask
# example: subsets_by_bitmask(["x", "y"]) == [[], ["x"], ["y"], ["x", "y"]]
# example: subsets_by_bitmask([7]) == [[], [7]]

def subsets_by_bitmask(items):
    subsets = []
    for mask in range(1 << len(items)):
        subset = []
        for index in range(len(items)):
            if mask & (1 << index):
                subset.append(items[index])
        subsets.append(subset)
    return subsets


# tests
assert subsets_by_bitmask([]) == [[]]
assert subsets_by_bitmask([1]) == [[], [1]]
assert subsets_by_bitmask([1, 2, 3]) == [[], [1], [2], [1, 2], [3], [1, 3], [2, 3], [1, 2, 3]]
assert len(subsets_by_bitmask(list(range(5)))) == 32
assert subsets_by_bitmask(list(range(5)))[19] == [0, 1, 4]
assert subsets_by_bitmask(list(range(4)))[-1] == [0, 1, 2, 3]
assert subsets_by_bitmask(["a", "a"]) == [[], ["a"], ["a"], ["a", "a"]]
assert subsets_by_bitmask(["p", "q", "r", "s"])[10] == ['q', 's']
