# query: Return the mean of a list of numbers after dropping the given percentage of values from each end
#   of the sorted list (the count dropped per end is rounded down), rounded to 4 decimals. Returns None for
#   an empty list or a percentage outside [0, 50).
# entry_point: trimmed_mean
# example: trimmed_mean([1, 2, 3, 4, 100], 20) == 3.0
# example: trimmed_mean([5, 7], 0) == 6.0

def trimmed_mean(values, percent):
    if not values or percent < 0 or percent >= 50:
        return None
    ordered = sorted(values)
    cut = len(ordered) * percent // 100
    kept = ordered[cut:len(ordered) - cut]
    return round(sum(kept) / len(kept), 4)


# tests
assert trimmed_mean([], 10) is None
assert trimmed_mean([3, 1, 2], 0) == 2.0
assert trimmed_mean([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 10) == 5.5
assert trimmed_mean([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 19) == 5.5
assert trimmed_mean([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], 20) == 5.5
assert trimmed_mean([100, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5) == 14.5 and trimmed_mean([100, 1, 2, 3, 4, 5, 6, 7, 8, 9], 10) == 5.5
assert trimmed_mean([1, 2, 3, 4, 5, 6, 7, 80, -50], 25) == 4.0
assert trimmed_mean([1, 2, 4], 50) is None and trimmed_mean([1, 2, 4], -5) is None and trimmed_mean([1, 2, 4], -0.5) is None
assert trimmed_mean([1, 2, 4], 49) == 2.0 and trimmed_mean([1, 2, 4], 33) == 2.3333
