# query: Remove from a list one occurrence of each element of a second list (as many times as it
#   appears there), keeping the remaining elements in their original order; elements of the second
#   list that are not present are ignored.
# entry_point: multiset_difference
# example: multiset_difference([1, 1, 2, 3, 3], [1, 3]) == [1, 2, 3]
# example: multiset_difference(["x", "y", "z"], ["y"]) == ["x", "z"]

def multiset_difference(first, second):
    remaining = {}
    for item in second:
        remaining[item] = remaining.get(item, 0) + 1
    result = []
    for item in first:
        if remaining.get(item, 0) > 0:
            remaining[item] -= 1
        else:
            result.append(item)
    return result


# tests
assert multiset_difference([], [1]) == []
assert multiset_difference([1, 2, 3], []) == [1, 2, 3]
assert multiset_difference([1, 2, 2, 3], [2]) == [1, 2, 3]
assert multiset_difference([1, 2, 2, 3], [2, 2]) == [1, 3]
assert multiset_difference([1, 2, 2, 3], [2, 2, 2]) == [1, 3]
assert multiset_difference([1, 2, 3], [4, 1]) == [2, 3]
assert multiset_difference(["a", "b", "a", "c", "a"], ["a", "c"]) == ["b", "a", "a"]
assert multiset_difference([5, 5], [5, 5]) == []
