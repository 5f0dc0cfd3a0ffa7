# query: Compute the weighted mean of values per group from (group, value, weight) tuples, returning a
#   dict from group to the mean rounded to 2 decimal places; a group whose weights sum to zero gets
#   None.
# entry_point: weighted_mean_by_group
# example: weighted_mean_by_group([("a", 2, 1), ("a", 4, 1)]) == {"a": 3.0}
# example: weighted_mean_by_group([("x", 10, 3), ("y", 5, 2)]) == {"x": 10.0, "y": 5.0}

def weighted_mean_by_group(rows):
    sums = {}
    weights = {}
    for group, value, weight in rows:
        sums[group] = sums.get(group, 0) + value * weight
        weights[group] = weights.get(group, 0) + weight
    result = {}
    for group in sums:
        if weights[group] == 0:
            result[group] = None
        else:
            result[group] = round(sums[group] / weights[group], 2)
    return result


# tests
assert weighted_mean_by_group([]) == {}
assert weighted_mean_by_group([("a", 10, 1), ("a", 20, 3)]) == {"a": 17.5}
assert weighted_mean_by_group([("a", 1, 0)]) == {"a": None}
assert weighted_mean_by_group([("a", 5, 1), ("b", 7, 2)]) == {"a": 5.0, "b": 7.0}
assert weighted_mean_by_group([("x", 1, 1), ("x", 2, 1), ("x", 2, 1)]) == {"x": 1.67}
assert weighted_mean_by_group([("a", 3, 2), ("a", 9, -2)]) == {"a": None}
assert weighted_mean_by_group([("a", 4, 2), ("b", 1, 1), ("a", 10, 1)]) == {"a": 6.0, "b": 1.0}
assert weighted_mean_by_group([("g", -2, 3), ("g", 6, 1)]) == {"g": 0.0}
