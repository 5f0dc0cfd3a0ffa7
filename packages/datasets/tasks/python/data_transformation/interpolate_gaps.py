# query: Fill runs of missing values (None) that lie between two known numbers by linear interpolation,
#   rounding filled values to 2 decimal places. Missing values before the first or after the last
#   known number stay None; known values are unchanged.
# entry_point: interpolate_gaps
# example: interpolate_gaps([2, None, 6]) == [2, 4.0, 6]
# example: interpolate_gaps([0, None, None, None, 8]) == [0, 2.0, 4.0, 6.0, 8]

def interpolate_gaps(values):
    result = list(values)
    previous = -1
    for index in range(len(values)):
        if values[index] is None:
            continue
        if previous >= 0:
            start = values[previous]
            step = (values[index] - start) / (index - previous)
            for gap in range(previous + 1, index):
                result[gap] = round(start + step * (gap - previous), 2)
        previous = index
    return result


# tests
assert interpolate_gaps([]) == []
assert interpolate_gaps([1, None, 3]) == [1, 2.0, 3]
assert interpolate_gaps([None, None, 3, None, 5]) == [None, None, 3, 4.0, 5]
assert interpolate_gaps([0, None, None, 3]) == [0, 1.0, 2.0, 3]
assert interpolate_gaps([10, None, None, None, 0]) == [10, 7.5, 5.0, 2.5, 0]
assert interpolate_gaps([1, None, None, 2]) == [1, 1.33, 1.67, 2]
assert interpolate_gaps([5, None, 7, None, None, 1]) == [5, 6.0, 7, 5.0, 3.0, 1]
assert interpolate_gaps([None, 4, None, 8, None]) == [None, 4, 6.0, 8, None]
assert interpolate_gaps([0.125, None, 0.375]) == [0.125, 0.25, 0.375]
