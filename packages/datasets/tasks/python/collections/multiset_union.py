# query: Combine two lists as multisets so that each item appears as many times as its larger count in
#   either list, returning the items in sorted order.
# entry_point: multiset_union
# example: multiset_union(["a", "a", "b"], ["a", "c"]) == ["a", "a", "b", "c"]
# example: multiset_union([2], [2, 2]) == [2, 2]

def multiset_union(first, second):
    counts_a = {}
    for item in first:
        counts_a[item] = counts_a.get(item, 0) + 1
    counts_b = {}
    for item in second:
        counts_b[item] = counts_b.get(item, 0) + 1
    result = []
    for item in sorted(set(counts_a) | set(counts_b)):
        result.extend([item] * max(counts_a.get(item, 0), counts_b.get(item, 0)))
    return result


# tests
assert multiset_union([], []) == []
assert multiset_union([1], []) == [1]
assert multiset_union([], [1, 1]) == [1, 1]
assert multiset_union([3, 1], [2]) == [1, 2, 3]
assert multiset_union([1, 1, 1], [1, 1]) == [1, 1, 1]
assert multiset_union([1, 2, 2], [2, 2, 2, 3]) == [1, 2, 2, 2, 3]
assert multiset_union(["b", "a", "b"], ["a", "a"]) == ["a", "a", "b", "b"]
assert multiset_union([5, 4], [4, 5]) == [4, 5]
