# query: Return the weighted median of values with matching non-negative weights: the smallest value
#   whose cumulative weight (values sorted ascending) reaches at least half of the total weight. Returns
#   None when the lists are empty, differ in length, or all weights are zero.
# entry_point: weighted_median
# example: weighted_median([1, 2, 3], [1, 1, 1]) == 2
# example: weighted_median([1, 2, 3], [5, 1, 1]) == 1

def weighted_median(values, weights):
    if not values or len(values) != len(weights):
        return None
    total = sum(weights)
    if total <= 0:
        return None
    pairs = sorted(zip(values, weights))
    running = 0
    for value, weight in pairs:
        running += weight
        if 2 * running >= total:
            return value


# tests
assert weighted_median([], []) is None
assert weighted_median([4, 5], [1]) is None
assert weighted_median([4, 5], [0, 0]) is None
assert weighted_median([9], [3]) == 9
assert weighted_median([10, 20], [1, 1]) == 10
assert weighted_median([30, 10, 20], [1, 1, 5]) == 20
assert weighted_median([1, 2, 3, 4], [1, 1, 1, 4]) == 4
assert weighted_median([1, 2, 3, 4], [2, 1, 1, 4]) == 3
assert weighted_median([5, 1, 3], [0, 2, 2]) == 1
assert weighted_median([7, 8], [0, 2]) == 8 and weighted_median([3, 8], [0, 1]) == 8
