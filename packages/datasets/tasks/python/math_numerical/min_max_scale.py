# query: Rescale a list of numbers linearly so the smallest becomes 0 and the largest 1, rounding each
#   result to 4 decimals. If all values are equal every result is 0.0; an empty list gives [].
# entry_point: min_max_scale
# example: min_max_scale([10, 20, 30]) == [0.0, 0.5, 1.0]
# example: min_max_scale([4, 4]) == [0.0, 0.0]

def min_max_scale(values):
    if not values:
        return []
    low = min(values)
    high = max(values)
    span = high - low
    if span == 0:
        return [0.0 for _ in values]
    return [round((value - low) / span, 4) for value in values]


# tests
assert min_max_scale([]) == []
assert min_max_scale([7]) == [0.0]
assert min_max_scale([3, 3, 3]) == [0.0, 0.0, 0.0]
assert min_max_scale([0, 5, 10]) == [0.0, 0.5, 1.0]
assert min_max_scale([10, 0, 5]) == [1.0, 0.0, 0.5]
assert min_max_scale([-2, 2, 0, 1]) == [0.0, 1.0, 0.5, 0.75]
assert min_max_scale([1, 2, 4]) == [0.0, 0.3333, 1.0]
assert min_max_scale([5, 6]) == [0.0, 1.0]
assert min_max_scale([2, 9, 4, 9]) == [0.0, 1.0, 0.2857, 1.0]
