# query: A list of distinct numbers was sorted ascending and then some neighbouring pairs were swapped, so every
#   value is at most one position away from its sorted place. Find a target in logarithmic time by also checking
#   the neighbours of each probe; return its index, or -1 if it is absent.
# entry_point: search_nearly_sorted
# example: search_nearly_sorted([2, 1, 4, 3, 5], 3) == 3
# example: search_nearly_sorted([1, 3, 2, 4], 2) == 2

def search_nearly_sorted(values, target):
    low = 0
    high = len(values) - 1
    while low <= high:
        middle = (low + high) // 2
        if values[middle] == target:
            return middle
        if middle - 1 >= low and values[middle - 1] == target:
            return middle - 1
        if middle + 1 <= high and values[middle + 1] == target:
            return middle + 1
        if values[middle] < target:
            low = middle + 2
        else:
            high = middle - 2
    return -1


# tests
assert search_nearly_sorted([10, 3, 40, 20, 50, 80, 70], 40) == 2
assert search_nearly_sorted([1, 2, 3, 4, 5], 5) == 4
assert search_nearly_sorted([5], 6) == -1
assert search_nearly_sorted([1, 2], 2) == 1
assert search_nearly_sorted([10, 3, 40, 20, 50, 80, 70], 70) == 6
assert search_nearly_sorted([2, 1, 3], 2) == 0
assert search_nearly_sorted([], 1) == -1
assert search_nearly_sorted([5], 5) == 0
assert search_nearly_sorted([11, 3, 14, 16, 17], 11) == 0
assert search_nearly_sorted([1, 3, 2, 5, 4, 7, 6, 9, 8], 8) == 8
