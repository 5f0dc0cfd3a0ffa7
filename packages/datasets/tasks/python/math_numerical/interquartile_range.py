# query: Return (q1, q3, iqr) for a list of numbers, where q1 and q3 are the medians of the lower and
#   upper halves of the sorted values (excluding the middle value when the count is odd) and
#   iqr = q3 - q1. Returns None for fewer than two values.
# entry_point: interquartile_range
# example: interquartile_range([1, 2, 3, 4]) == (1.5, 3.5, 2.0)
# example: interquartile_range([1, 2, 3, 4, 5]) == (1.5, 4.5, 3.0)

def interquartile_range(values):
    def median(items):
        middle = len(items) // 2
        if len(items) % 2 == 1:
            return items[middle]
        return (items[middle - 1] + items[middle]) / 2

    if len(values) < 2:
        return None
    ordered = sorted(values)
    half = len(ordered) // 2
    lower = ordered[:half]
    upper = ordered[half + len(ordered) % 2:]
    q1 = median(lower)
    q3 = median(upper)
    return (q1, q3, q3 - q1)


# tests
assert interquartile_range([]) is None and interquartile_range([5]) is None
assert interquartile_range([3, 9]) == (3, 9, 6)
assert interquartile_range([9, 1, 5]) == (1, 9, 8)
assert interquartile_range([6, 7, 15, 36, 39, 40, 41, 42, 43, 47, 49]) == (15, 43, 28)
assert interquartile_range([7, 15, 36, 39, 40, 41]) == (15, 40, 25)
assert interquartile_range([1, 3, 5, 7, 9, 11, 13, 15]) == (4.0, 12.0, 8.0)
assert interquartile_range([4, 4, 4, 4]) == (4.0, 4.0, 0.0)
assert interquartile_range([10, -2, 3, 8, 1, 0, 6]) == (0, 8, 8)
assert interquartile_range([2, 8, 4, 6, 10]) == (3.0, 9.0, 6.0)
assert interquartile_range([1, 2, 5, 6]) == (1.5, 5.5, 4.0)
