# query: Turn a list of amounts into running cumulative shares of the grand total, each as a percentage
#   rounded to 1 decimal place (so the last one is 100.0 for a positive total). Return None when the
#   amounts sum to zero.
# entry_point: cumulative_percentages
# example: cumulative_percentages([1, 1, 2]) == [25.0, 50.0, 100.0]
# example: cumulative_percentages([30, 70]) == [30.0, 100.0]

def cumulative_percentages(values):
    total = sum(values)
    if total == 0:
        return None
    running = 0
    result = []
    for value in values:
        running += value
        result.append(round(running * 100 / total, 1))
    return result


# tests
assert cumulative_percentages([]) is None
assert cumulative_percentages([0, 0]) is None
assert cumulative_percentages([5]) == [100.0]
assert cumulative_percentages([1, 2]) == [33.3, 100.0]
assert cumulative_percentages([0, 4, 0]) == [0.0, 100.0, 100.0]
assert cumulative_percentages([2, 2, 2, 2]) == [25.0, 50.0, 75.0, 100.0]
assert cumulative_percentages([3, -1, 2]) == [75.0, 50.0, 100.0]
assert cumulative_percentages([1, 1, 1]) == [33.3, 66.7, 100.0]
assert cumulative_percentages([5, -5]) is None
