# query: A list strictly increases and then strictly decreases (either part may be missing). Return the
#   index of its largest value in logarithmic time, or -1 for an empty list.
# entry_point: unimodal_peak_index
# example: unimodal_peak_index([2, 4, 6, 3]) == 2
# example: unimodal_peak_index([1, 7, 2]) == 1

def unimodal_peak_index(values):
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
    return low


# tests
assert unimodal_peak_index([1, 3, 5, 4, 2]) == 2
assert unimodal_peak_index([1, 2, 3]) == 2
assert unimodal_peak_index([3, 2, 1]) == 0
assert unimodal_peak_index([4]) == 0
assert unimodal_peak_index([]) == -1
assert unimodal_peak_index([1, 9, 8, 7, 6, 5]) == 1
assert unimodal_peak_index([0, 1, 2, 3, 4, 10, -1]) == 5
assert unimodal_peak_index([2, 5]) == 1
assert unimodal_peak_index([5, 2]) == 0
