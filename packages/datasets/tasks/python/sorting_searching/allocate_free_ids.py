# query: Return the requested number of smallest integers that are at least a starting value and not already
#   used, in ascending order. The used ids may be unsorted and contain duplicates; a count of zero gives [].
# entry_point: allocate_free_ids
# example: allocate_free_ids([2, 3], 2, 1) == [1, 4]
# example: allocate_free_ids([0, 1, 2], 1, 0) == [3]

def allocate_free_ids(used, count, start):
    taken = sorted(set(value for value in used if value >= start))
    result = []
    candidate = start
    index = 0
    while len(result) < count:
        if index < len(taken) and taken[index] == candidate:
            index += 1
        else:
            result.append(candidate)
        candidate += 1
    return result


# tests
assert allocate_free_ids([1, 2, 4], 3, 1) == [3, 5, 6]
assert allocate_free_ids([], 2, 0) == [0, 1]
assert allocate_free_ids([5, 6, 7], 2, 5) == [8, 9]
assert allocate_free_ids([0, 2, 2], 2, 0) == [1, 3]
assert allocate_free_ids([1, 2], 0, 1) == []
assert allocate_free_ids([-1, 0, 3], 3, -2) == [-2, 1, 2]
assert allocate_free_ids([10], 3, 8) == [8, 9, 11]
assert allocate_free_ids([3, 1, 2], 1, 1) == [4]
