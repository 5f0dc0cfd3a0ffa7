# query: Merge two ascending sorted lists into one ascending list containing every distinct value that appears in either
#   list exactly once, walking both lists with two indices.
# entry_point: union_sorted
# example: union_sorted([1, 3], [2, 3]) == [1, 2, 3]
# example: union_sorted([], [4, 4]) == [4]

def union_sorted(first, second):
    result = []
    i = 0
    j = 0
    while i < len(first) or j < len(second):
        if j >= len(second) or (i < len(first) and first[i] <= second[j]):
            value = first[i]
            i += 1
        else:
            value = second[j]
            j += 1
        if not result or result[-1] != value:
            result.append(value)
    return result


# tests
assert union_sorted([], []) == []
assert union_sorted([1, 4, 7], [2, 4, 8, 9]) == [1, 2, 4, 7, 8, 9]
assert union_sorted([1, 1, 2], []) == [1, 2]
assert union_sorted([5, 6], [1, 2]) == [1, 2, 5, 6]
assert union_sorted([1, 2], [5, 6]) == [1, 2, 5, 6]
assert union_sorted([3, 3, 3], [3, 3]) == [3]
assert union_sorted([-5, 0, 5], [-5, -1, 5, 10]) == [-5, -1, 0, 5, 10]
assert union_sorted([2, 4], [1, 3, 5]) == [1, 2, 3, 4, 5]
assert union_sorted([7], [7, 7, 8]) == [7, 8]
