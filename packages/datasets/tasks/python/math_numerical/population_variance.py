# query: Return the population variance and population standard deviation of a list of numbers as a
#   tuple, both rounded to 4 decimals (divide by n, not n - 1). Returns None for an empty list.
# entry_point: population_variance
# example: population_variance([1, 3]) == (1.0, 1.0)
# example: population_variance([5, 5, 5]) == (0.0, 0.0)

def population_variance(values):
    import math

    count = len(values)
    if count == 0:
        return None
    mean = sum(values) / count
    squared = 0.0
    for value in values:
        squared += (value - mean) ** 2
    variance = squared / count
    return (round(variance, 4), round(math.sqrt(variance), 4))


# tests
assert population_variance([]) is None
assert population_variance([4]) == (0.0, 0.0)
assert population_variance([2, 4, 4, 4, 5, 5, 7, 9]) == (4.0, 2.0)
assert population_variance([1, 2, 3, 4]) == (1.25, 1.118)
assert population_variance([-1, 1]) == (1.0, 1.0)
assert population_variance([0, 0, 3]) == (2.0, 1.4142)
assert population_variance([10, 20, 30]) == (66.6667, 8.165)
assert population_variance([1.5, 2.5]) == (0.25, 0.5)
assert population_variance([3, 1, 2]) == (0.6667, 0.8165)
