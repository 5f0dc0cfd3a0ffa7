# query: Return the geometric mean of a list of positive numbers rounded to 4 decimals (computed through
#   logarithms so large lists do not overflow). Returns None for an empty list or if any value is zero
#   or negative.
# entry_point: geometric_mean
# example: geometric_mean([1, 4]) == 2.0
# example: geometric_mean([2, 2, 2]) == 2.0

def geometric_mean(values):
    import math

    if not values:
        return None
    total = 0.0
    for value in values:
        if value <= 0:
            return None
        total += math.log(value)
    return round(math.exp(total / len(values)), 4)


# tests
assert geometric_mean([]) is None
assert geometric_mean([9]) == 9.0
assert geometric_mean([2, 8]) == 4.0
assert geometric_mean([1, 3, 9]) == 3.0
assert geometric_mean([1, 2]) == 1.4142
assert geometric_mean([0.5, 2, 4]) == 1.5874
assert geometric_mean([3, 0, 5]) is None
assert geometric_mean([3, -1, 5]) is None
assert round(geometric_mean([10 ** 300] * 4) / 10 ** 300, 6) == 1.0
assert geometric_mean([1.1, 1.2, 0.9]) == 1.0591
