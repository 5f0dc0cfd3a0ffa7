# query: Return the k values of an ascending sorted list that are closest to a target, in ascending order. When two
#   candidates are equally close the smaller value wins; k larger than the list returns the whole list and k <= 0
#   returns an empty list.
# entry_point: k_nearest_values
# example: k_nearest_values([1, 2, 3, 4, 5], 2, 4) == [3, 4]
# example: k_nearest_values([10, 20, 30], 1, 26) == [30]

def k_nearest_values(values, k, target):
    import bisect
    right = bisect.bisect_left(values, target)
    left = right - 1
    picked = 0
    while picked < k and (left >= 0 or right < len(values)):
        if right >= len(values) or (left >= 0 and target - values[left] <= values[right] - target):
            left -= 1
        else:
            right += 1
        picked += 1
    return values[left + 1:right]


# tests
assert k_nearest_values([1, 3, 5, 7, 9], 3, 6) == [3, 5, 7]
assert k_nearest_values([1, 3, 5, 7, 9], 2, 6) == [5, 7]
assert k_nearest_values([-2, 5], 3, -9) == [-2, 5]
assert k_nearest_values([1, 3, 5, 7, 9], 2, 20) == [7, 9]
assert k_nearest_values([1, 3, 5, 7, 9], 5, 8) == [1, 3, 5, 7, 9]
assert k_nearest_values([1, 3, 5, 7, 9], 0, 4) == []
assert k_nearest_values([], 2, 4) == []
assert k_nearest_values([2, 4, 4, 8], 2, 4) == [4, 4]
assert k_nearest_values([-8, -2, 1, 6], 1, -5) == [-8]
assert k_nearest_values([1, 4, 6], 1, 5) == [4]
