# query: Return the weighted average of values with matching non-negative weights. Returns None when the
#   lists differ in length, any weight is negative, or the weights sum to zero (including empty lists).
# entry_point: weighted_mean
# example: weighted_mean([2, 4], [1, 1]) == 3
# example: weighted_mean([80, 90], [1, 3]) == 87.5

def weighted_mean(values, weights):
    if len(values) != len(weights):
        return None
    total_weight = 0
    total = 0
    for value, weight in zip(values, weights):
        if weight < 0:
            return None
        total += value * weight
        total_weight += weight
    if total_weight == 0:
        return None
    return total / total_weight


# tests
assert weighted_mean([1, 2, 3], [1, 1, 1]) == 2
assert weighted_mean([10, 20], [3, 1]) == 12.5
assert weighted_mean([5], [0]) is None
assert weighted_mean([], []) is None
assert weighted_mean([1, 2], [1]) is None
assert weighted_mean([1, 2], [3, -1]) is None
assert weighted_mean([4, 8], [0, 2]) == 8
assert weighted_mean([-2, 2], [1, 3]) == 1
assert weighted_mean([1, 2, 3], [0, 0, 1]) == 3
