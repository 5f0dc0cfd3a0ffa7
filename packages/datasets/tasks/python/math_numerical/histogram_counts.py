# query: Count how many values fall into each of `bins` equal-width bins spanning low to high; each bin
#   includes its lower edge, the value equal to high goes into the last bin, and values outside the
#   range are ignored. Returns None if bins is not positive or high is not above low.
# entry_point: histogram_counts
# example: histogram_counts([1, 5, 9], 0, 10, 2) == [1, 2]
# example: histogram_counts([2, 3, 7], 0, 9, 3) == [1, 1, 1]

def histogram_counts(values, low, high, bins):
    if bins <= 0 or high <= low:
        return None
    counts = [0] * bins
    width = (high - low) / bins
    for value in values:
        if value < low or value > high:
            continue
        index = int((value - low) / width)
        if index == bins:
            index = bins - 1
        counts[index] += 1
    return counts


# tests
assert histogram_counts([1, 2, 3, 4, 5], 0, 10, 2) == [4, 1]
assert histogram_counts([0, 10], 0, 10, 5) == [1, 0, 0, 0, 1]
assert histogram_counts([-1, 11], 0, 10, 2) == [0, 0]
assert histogram_counts([], 0, 1, 3) == [0, 0, 0] and histogram_counts([0.5], 0, 1, 3) == [0, 1, 0]
assert histogram_counts([1], 0, 10, 0) is None
assert histogram_counts([1], 5, 5, 2) is None and histogram_counts([1], 6, 5, 2) is None
assert histogram_counts([2.5, 7.5, 5], 0, 10, 4) == [0, 1, 1, 1]
assert histogram_counts([0, 0.99, 1], 0, 2, 2) == [2, 1]
assert histogram_counts([3, 3, 3], 1, 4, 3) == [0, 0, 3]
assert histogram_counts([10, -5], -10, 10, 1) == [2]
