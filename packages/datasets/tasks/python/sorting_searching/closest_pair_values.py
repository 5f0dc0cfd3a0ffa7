# query: Find the two values of a list with the smallest difference and return (difference, smaller, larger).
#   When several pairs tie, return the one with the smallest values. Return None for fewer than two values.
# entry_point: closest_pair_values
# example: closest_pair_values([1, 5, 6, 12]) == (1, 5, 6)
# example: closest_pair_values([20, 10, 14]) == (4, 10, 14)

def closest_pair_values(values):
    if len(values) < 2:
        return None
    ordered = sorted(values)
    best = (ordered[1] - ordered[0], ordered[0], ordered[1])
    for index in range(2, len(ordered)):
        gap = ordered[index] - ordered[index - 1]
        if gap < best[0]:
            best = (gap, ordered[index - 1], ordered[index])
    return best


# tests
assert closest_pair_values([10, 3, 7, 1]) == (2, 1, 3)
assert closest_pair_values([5, 5]) == (0, 5, 5)
assert closest_pair_values([1]) is None
assert closest_pair_values([]) is None
assert closest_pair_values([1, 4, 8, 9]) == (1, 8, 9)
assert closest_pair_values([-4, 6, -1, 2]) == (3, -4, -1)
assert closest_pair_values([100, 1, 50, 52]) == (2, 50, 52)
assert closest_pair_values([0, 10, 11, 30, 31]) == (1, 10, 11)
assert closest_pair_values([7, 3, 20]) == (4, 3, 7)
