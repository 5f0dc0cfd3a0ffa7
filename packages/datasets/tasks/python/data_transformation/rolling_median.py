# query: Compute the median of every full sliding window of a given size over a list of numbers, in
#   order; for an even window size the median is the mean of the two middle values. A window size below
#   1 or larger than the list gives an empty list.
# entry_point: rolling_median
# example: rolling_median([1, 5, 2, 8], 3) == [2, 5]
# example: rolling_median([4, 2, 6], 2) == [3.0, 4.0]

def rolling_median(values, window):
    if window < 1:
        return []
    result = []
    middle = window // 2
    for start in range(len(values) - window + 1):
        ordered = sorted(values[start:start + window])
        if window % 2 == 1:
            result.append(ordered[middle])
        else:
            result.append((ordered[middle - 1] + ordered[middle]) / 2)
    return result


# tests
assert rolling_median([], 1) == []
assert rolling_median([1, 2], 3) == []
assert rolling_median([3, 1], 0) == [] and rolling_median([3, 1], -1) == []
assert rolling_median([7, 3, 9], 1) == [7, 3, 9]
assert rolling_median([9, 1, 5, 3, 7], 3) == [5, 3, 5]
assert rolling_median([1, 3, 10, 20], 2) == [2.0, 6.5, 15.0]
assert rolling_median([4, 1, 3, 2], 4) == [2.5]
assert rolling_median([-5, 0, -1, 8, 8], 3) == [-1, 0, 8]
assert rolling_median([2, 2, 2], 3) == [2]
