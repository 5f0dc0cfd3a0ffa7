# query: Rescale a list of numbers linearly so the smallest becomes 0 and the largest 1, rounding each
#   result to 4 decimal places. If all numbers are equal every result is 0.0; an empty list gives an
#   empty list.
# entry_point: min_max_normalize
# example: min_max_normalize([1, 3, 5]) == [0.0, 0.5, 1.0]
# example: min_max_normalize([20, 10, 30, 15]) == [0.5, 0.0, 1.0, 0.25]

def min_max_normalize(values):
    if len(values) == 0:
        return []
    low = min(values)
    high = max(values)
    if high == low:
        return [0.0] * len(values)
    span = high - low
    return [round((value - low) / span, 4) for value in values]


# tests
assert min_max_normalize([]) == []
assert min_max_normalize([5]) == [0.0]
assert min_max_normalize([3, 3, 3]) == [0.0, 0.0, 0.0]
assert min_max_normalize([0, 5, 10]) == [0.0, 0.5, 1.0]
assert min_max_normalize([10, 0, 5]) == [1.0, 0.0, 0.5]
assert min_max_normalize([-2, 2]) == [0.0, 1.0]
assert min_max_normalize([1, 2, 4]) == [0.0, 0.3333, 1.0]
assert min_max_normalize([2, 4, 10]) == [0.0, 0.25, 1.0]
