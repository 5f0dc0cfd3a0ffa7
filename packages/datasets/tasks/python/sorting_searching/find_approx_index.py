# query: In an ascending sorted list of floats, find the index of the value closest to a target using binary search, but
#   only if it lies within the tolerance (inclusive); return -1 otherwise. When two neighbours are equally close the
#   lower index wins.
# entry_point: find_approx_index
# example: find_approx_index([0.5, 1.0, 1.5], 1.1, 0.25) == 1
# example: find_approx_index([0.5, 1.0, 1.5], 3.0, 0.25) == -1

def find_approx_index(values, target, tolerance):
    import bisect
    if not values:
        return -1
    right = bisect.bisect_left(values, target)
    best = -1
    for index in (right - 1, right):
        if 0 <= index < len(values):
            if best == -1 or abs(values[index] - target) < abs(values[best] - target):
                best = index
    if abs(values[best] - target) <= tolerance:
        return best
    return -1


# tests
assert find_approx_index([], 1.0, 0.5) == -1
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 3.9, 0.2) == 2
assert find_approx_index([5.0], 4.9, 0.5) == 0
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 3.0, 1.0) == 1
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 0.75, 0.25) == 0
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 8.5, 0.5) == 3
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 2.0, 0.0) == 1
assert find_approx_index([1.0, 2.0, 4.0, 8.0], 8.25, 0.125) == -1
assert find_approx_index([-2.5, -1.0], -1.25, 0.5) == 1
