# query: Return the root mean square of a list of numbers rounded to 4 decimals, or, when a second list of
#   the same length is given, the root mean square error between the two lists. Returns None for an
#   empty list or lists of different lengths.
# entry_point: root_mean_square
# example: root_mean_square([3, 4]) == 3.5355
# example: root_mean_square([1, 2], [1, 4]) == 1.4142

def root_mean_square(values, reference=None):
    import math

    if not values:
        return None
    if reference is not None and len(reference) != len(values):
        return None
    total = 0.0
    for index, value in enumerate(values):
        difference = value - reference[index] if reference is not None else value
        total += difference * difference
    return round(math.sqrt(total / len(values)), 4)


# tests
assert root_mean_square([]) is None and root_mean_square([], []) is None
assert root_mean_square([5]) == 5.0
assert root_mean_square([-5]) == 5.0
assert root_mean_square([1, 7]) == 5.0
assert root_mean_square([1, 2, 3]) == 2.1602
assert root_mean_square([2, 2, 2], [2, 2, 2]) == 0.0
assert root_mean_square([1, 2, 3], [2, 2, 5]) == 1.291
assert root_mean_square([1, 2], [1, 2, 3]) is None
assert root_mean_square([0, 0], [3, -4]) == 3.5355
