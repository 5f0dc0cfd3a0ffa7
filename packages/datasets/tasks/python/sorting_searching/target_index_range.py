# query: In an ascending sorted list that may contain duplicates, find the first and last index holding a target
#   value using binary search. Return them as a tuple, or (-1, -1) when the target does not occur.
# entry_point: target_index_range
# example: target_index_range([4, 4, 8], 4) == (0, 1)
# example: target_index_range([1, 2, 3], 5) == (-1, -1)

def target_index_range(values, target):
    result = [-1, -1]
    for side in (0, 1):
        low = 0
        high = len(values) - 1
        while low <= high:
            middle = (low + high) // 2
            if values[middle] < target:
                low = middle + 1
            elif values[middle] > target:
                high = middle - 1
            else:
                result[side] = middle
                if side == 0:
                    high = middle - 1
                else:
                    low = middle + 1
    return tuple(result)


# tests
assert target_index_range([1, 2, 2, 2, 3], 2) == (1, 3)
assert target_index_range([1, 2, 2, 2, 3], 4) == (-1, -1)
assert target_index_range([1, 2, 2, 2, 3], 0) == (-1, -1)
assert target_index_range([], 1) == (-1, -1)
assert target_index_range([7], 7) == (0, 0)
assert target_index_range([5, 5, 5, 5], 5) == (0, 3)
assert target_index_range([1, 3, 5, 7, 9], 9) == (4, 4)
assert target_index_range([1, 3, 5, 7, 9], 3) == (1, 1)
assert target_index_range([-4, -4, 0, 6, 6], 6) == (3, 4)
assert target_index_range([1, 3, 5, 7], 4) == (-1, -1)
