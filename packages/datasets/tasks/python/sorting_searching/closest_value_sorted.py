# query: Return the value in an ascending sorted list that is closest to a target, found by binary search.
#   When two values are equally close, return the smaller one; return None for an empty list.
# entry_point: closest_value_sorted
# example: closest_value_sorted([2, 5, 9], 8) == 9
# example: closest_value_sorted([10, 20, 30], 15) == 10

def closest_value_sorted(values, target):
    if not values:
        return None
    low = 0
    high = len(values)
    while low < high:
        middle = (low + high) // 2
        if values[middle] < target:
            low = middle + 1
        else:
            high = middle
    if low == len(values):
        return values[-1]
    if low == 0:
        return values[0]
    before = values[low - 1]
    after = values[low]
    if target - before <= after - target:
        return before
    return after


# tests
assert closest_value_sorted([1, 4, 7], 5) == 4
assert closest_value_sorted([1, 4, 7], 6) == 7
assert closest_value_sorted([1, 4, 7], 10) == 7
assert closest_value_sorted([1, 4, 7], -3) == 1
assert closest_value_sorted([], 3) is None
assert closest_value_sorted([2, 6], 4) == 2
assert closest_value_sorted([1, 4, 7], 4) == 4
assert closest_value_sorted([-10, -2, 5], -5) == -2
assert closest_value_sorted([1, 3, 5, 7, 9, 11, 13], 12) == 11
