# query: Return the median absolute deviation of a list of numbers: the median of the absolute
#   differences between each value and the median of the values (an even count uses the mean of the two
#   middle values for both medians). Returns None for an empty list.
# entry_point: median_absolute_deviation
# example: median_absolute_deviation([1, 2, 3]) == 1
# example: median_absolute_deviation([5, 5, 5, 100]) == 0.0

def median_absolute_deviation(values):
    def median(items):
        ordered = sorted(items)
        middle = len(ordered) // 2
        if len(ordered) % 2 == 1:
            return ordered[middle]
        return (ordered[middle - 1] + ordered[middle]) / 2

    if not values:
        return None
    center = median(values)
    return median([abs(value - center) for value in values])


# tests
assert median_absolute_deviation([]) is None
assert median_absolute_deviation([7]) == 0
assert median_absolute_deviation([1, 1, 2, 2, 4, 6, 9]) == 1
assert median_absolute_deviation([10, 1, 4]) == 3
assert median_absolute_deviation([1, 2, 4, 10]) == 1.5
assert median_absolute_deviation([0, 4]) == 2.0
assert median_absolute_deviation([3, 8, 1, 9, 20, 2]) == 3.5
assert median_absolute_deviation([-5, -1, 0, 1, 5, 6]) == 3.0
assert median_absolute_deviation([2, 2, 2, 3]) == 0.0
assert median_absolute_deviation([1, 6, 7, 8, 30]) == 1
