# query: Return the given percentile (0-100) of a list of numbers using linear interpolation between the
#   closest ranks of the sorted values. Returns None for an empty list or a percentile outside 0-100.
# entry_point: percentile_linear
# example: percentile_linear([1, 2, 3, 4, 5], 75) == 4
# example: percentile_linear([10, 20], 50) == 15

def percentile_linear(values, percent):
    if not values or percent < 0 or percent > 100:
        return None
    ordered = sorted(values)
    position = (len(ordered) - 1) * percent / 100
    lower = int(position)
    fraction = position - lower
    if lower + 1 >= len(ordered):
        return ordered[lower]
    return ordered[lower] + (ordered[lower + 1] - ordered[lower]) * fraction


# tests
assert percentile_linear([1, 2, 3, 4, 5], 50) == 3
assert percentile_linear([1, 2, 3, 4], 50) == 2.5
assert percentile_linear([10, 20, 30], 0) == 10
assert percentile_linear([30, 10, 20], 100) == 30
assert percentile_linear([7], 40) == 7
assert percentile_linear([], 50) is None
assert percentile_linear([1, 2], 101) is None and percentile_linear([1, 2], -1) is None
assert percentile_linear([5, 1, 3, 2, 4], 25) == 2
assert percentile_linear([0, 10], 75) == 7.5
assert round(percentile_linear([3, 1, 2], 90), 6) == 2.8
