# query: Find a target's index in a bitonic list (strictly increasing, then strictly decreasing; either part may be
#   empty) by binary searching for the peak and then binary searching each side. Return -1 if the target is absent or
#   the list is empty.
# entry_point: search_bitonic
# example: search_bitonic([1, 4, 9, 6, 2], 6) == 3
# example: search_bitonic([1, 4, 9, 6, 2], 5) == -1

def search_bitonic(values, target):
    if not values:
        return -1
    low = 0
    high = len(values) - 1
    while low < high:
        middle = (low + high) // 2
        if values[middle] < values[middle + 1]:
            low = middle + 1
        else:
            high = middle
    peak = low
    for start, end, ascending in ((0, peak, True), (peak + 1, len(values) - 1, False)):
        while start <= end:
            middle = (start + end) // 2
            if values[middle] == target:
                return middle
            if (values[middle] < target) == ascending:
                start = middle + 1
            else:
                end = middle - 1
    return -1


# tests
assert search_bitonic([2, 5, 8, 12, 10, 7, 3], 12) == 3
assert search_bitonic([4, 50, 30], 30) == 2
assert search_bitonic([2, 5, 8, 12, 10, 7, 3], 10) == 4
assert search_bitonic([2, 5, 8, 12, 10, 7, 3], 3) == 6
assert search_bitonic([2, 5, 8, 12, 10, 7, 3], 2) == 0
assert search_bitonic([8], 3) == -1
assert search_bitonic([], 1) == -1
assert search_bitonic([9, 7, 4, 1], 7) == 1
assert search_bitonic([1, 3, 6, 8], 8) == 3
assert search_bitonic([-4, 0, -1, -6, -9], -6) == 3
