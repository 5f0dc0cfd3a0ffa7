# query: Return the averages of every run of `window` consecutive values (a simple moving average), in
#   order. A window that is not positive or is longer than the list gives an empty list.
# entry_point: moving_average
# example: moving_average([2, 4, 6, 8], 2) == [3, 5, 7]
# example: moving_average([1, 3, 5, 7, 9], 3) == [3, 5, 7]

def moving_average(values, window):
    if window <= 0 or window > len(values):
        return []
    averages = []
    running = sum(values[:window])
    averages.append(running / window)
    for index in range(window, len(values)):
        running += values[index] - values[index - window]
        averages.append(running / window)
    return averages


# tests
assert moving_average([1, 2, 3, 4, 5], 2) == [1.5, 2.5, 3.5, 4.5]
assert moving_average([1, 2, 3], 3) == [2]
assert moving_average([1, 2, 3], 4) == []
assert moving_average([1, 2, 3], 0) == [] and moving_average([1, 2, 3], -1) == []
assert moving_average([], 1) == []
assert moving_average([4, 8, 6], 1) == [4, 8, 6]
assert [round(v, 4) for v in moving_average([10, 0, 10, 0], 3)] == [6.6667, 3.3333]
assert moving_average([2, 4, 6, 8], 3) == [4, 6]
assert moving_average([5, -5, 5], 2) == [0, 0]
