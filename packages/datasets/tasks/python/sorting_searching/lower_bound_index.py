# query: Given a list sorted in ascending order and a target value, return the first index whose value
#   is greater than or equal to the target. Return the length of the list when every value is smaller
#   (0 for an empty list).
# entry_point: lower_bound_index
# example: lower_bound_index([10, 20, 30], 25) == 2
# example: lower_bound_index([1, 1, 2, 3], 1) == 0

def lower_bound_index(values, target):
    low = 0
    high = len(values)
    while low < high:
        middle = (low + high) // 2
        if values[middle] < target:
            low = middle + 1
        else:
            high = middle
    return low


# tests
assert lower_bound_index([1, 3, 5, 7], 5) == 2
assert lower_bound_index([1, 3, 5, 7], 4) == 2
assert lower_bound_index([1, 3, 5, 7], 0) == 0
assert lower_bound_index([1, 3, 5, 7], 8) == 4
assert lower_bound_index([], 3) == 0
assert lower_bound_index([2, 2, 2, 3], 2) == 0
assert lower_bound_index([1, 2, 2, 2, 2, 5], 2) == 1
assert lower_bound_index([-5, -3, -1], -3) == 1
assert lower_bound_index([1, 2, 3, 4, 5, 6, 7, 8, 9], 7) == 6
