# query: A list of distinct values was sorted in ascending order and then rotated by some amount.
#   Return the index of its smallest value in logarithmic time, or -1 for an empty list.
# entry_point: rotation_pivot_index
# example: rotation_pivot_index([5, 6, 1, 2, 3, 4]) == 2
# example: rotation_pivot_index([9, 2, 5, 7]) == 1

def rotation_pivot_index(values):
    if not values:
        return -1
    low = 0
    high = len(values) - 1
    while low < high:
        middle = (low + high) // 2
        if values[middle] > values[high]:
            low = middle + 1
        else:
            high = middle
    return low


# tests
assert rotation_pivot_index([4, 5, 6, 7, 1, 2, 3]) == 4
assert rotation_pivot_index([1, 2, 3, 4]) == 0
assert rotation_pivot_index([2, 1]) == 1
assert rotation_pivot_index([5]) == 0
assert rotation_pivot_index([]) == -1
assert rotation_pivot_index([3, 4, 5, 1, 2]) == 3
assert rotation_pivot_index([6, 1, 2, 3, 4, 5]) == 1
assert rotation_pivot_index([2, 3, 4, 5, 6, 1]) == 5
assert rotation_pivot_index([-3, -1, 0, 8, -9, -7]) == 4
