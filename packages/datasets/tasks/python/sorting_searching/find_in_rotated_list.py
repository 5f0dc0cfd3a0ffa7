# query: Search a rotated ascending list of distinct values (a sorted list shifted circularly) for a
#   target in logarithmic time. Return the target's index, or -1 when it is absent or the list is empty.
# entry_point: find_in_rotated_list
# example: find_in_rotated_list([6, 7, 1, 2, 3], 2) == 3
# example: find_in_rotated_list([30, 40, 10, 20], 40) == 1

def find_in_rotated_list(values, target):
    low = 0
    high = len(values) - 1
    while low <= high:
        middle = (low + high) // 2
        if values[middle] == target:
            return middle
        if values[low] <= values[middle]:
            if values[low] <= target < values[middle]:
                high = middle - 1
            else:
                low = middle + 1
        else:
            if values[middle] < target <= values[high]:
                low = middle + 1
            else:
                high = middle - 1
    return -1


# tests
assert find_in_rotated_list([4, 5, 6, 7, 0, 1, 2], 0) == 4
assert find_in_rotated_list([4, 5, 6, 7, 0, 1, 2], 4) == 0
assert find_in_rotated_list([4, 5, 6, 7, 0, 1, 2], 3) == -1
assert find_in_rotated_list([4, 5, 6, 7, 0, 1, 2], 7) == 3
assert find_in_rotated_list([], 1) == -1
assert find_in_rotated_list([3, 1], 1) == 1
assert find_in_rotated_list([3, 1, 2], 3) == 0
assert find_in_rotated_list([3, 1, 2], 2) == 2
assert find_in_rotated_list([9, 10, 1, 2, 3, 4, 5, 6, 7, 8], 4) == 5
assert find_in_rotated_list([9, 10, 1, 2, 3, 4, 5, 6, 7, 8], 2) == 3
