# query: Search an ascending sorted list of distinct integers for a target by estimating its position from
#   the values at the ends of the current range (interpolation search). Return the index of the target, or
#   -1 when it is absent or the list is empty.
# entry_point: interpolation_search_index
# example: interpolation_search_index([5, 10, 15, 20], 15) == 2
# example: interpolation_search_index([1, 2, 4, 8, 16], 3) == -1

def interpolation_search_index(values, target):
    low = 0
    high = len(values) - 1
    while low <= high and values[low] <= target <= values[high]:
        if values[high] == values[low]:
            return low
        position = low + (target - values[low]) * (high - low) // (values[high] - values[low])
        if values[position] == target:
            return position
        if values[position] < target:
            low = position + 1
        else:
            high = position - 1
    return -1


# tests
assert interpolation_search_index([10, 20, 30, 40, 50], 40) == 3
assert interpolation_search_index([0, 1, 4, 38, 77], 38) == 3
assert interpolation_search_index([10, 20, 30, 40, 50], 50) == 4
assert interpolation_search_index([0, 1, 12], 1) == 1
assert interpolation_search_index([0, 90, 95, 100], 90) == 1
assert interpolation_search_index([10, 20, 30, 40, 50], 60) == -1
assert interpolation_search_index([], 1) == -1
assert interpolation_search_index([7], 7) == 0
assert interpolation_search_index([-10, -5, 0, 5, 10], 5) == 3
assert interpolation_search_index([-50, -3, 0, 1, 2, 90], 1) == 3
