# query: Compute a trailing moving average over a series: each output is the mean of the current value
#   and up to (window - 1) values before it (fewer at the start), rounded to 2 decimal places. A
#   window below 1 gives None.
# entry_point: trailing_moving_average
# example: trailing_moving_average([2, 4, 6], 2) == [2.0, 3.0, 5.0]
# example: trailing_moving_average([10, 20, 30, 40], 3) == [10.0, 15.0, 20.0, 30.0]

def trailing_moving_average(values, window):
    if window < 1:
        return None
    result = []
    total = 0
    for index in range(len(values)):
        total += values[index]
        if index >= window:
            total -= values[index - window]
        count = min(index + 1, window)
        result.append(round(total / count, 2))
    return result


# tests
assert trailing_moving_average([], 3) == []
assert trailing_moving_average([2, 4, 6], 1) == [2.0, 4.0, 6.0]
assert trailing_moving_average([2, 4, 6, 8], 2) == [2.0, 3.0, 5.0, 7.0]
assert trailing_moving_average([3, 6, 9, 12], 3) == [3.0, 4.5, 6.0, 9.0]
assert trailing_moving_average([1, 2], 5) == [1.0, 1.5]
assert trailing_moving_average([1, 2, 2], 3) == [1.0, 1.5, 1.67]
assert trailing_moving_average([1, 2, 3], 0) is None
assert trailing_moving_average([10, -10, 10, -10], 2) == [10.0, 0.0, 0.0, 0.0]
assert trailing_moving_average([5, 1, 1, 1, 9], 3) == [5.0, 3.0, 2.33, 1.0, 3.67]
