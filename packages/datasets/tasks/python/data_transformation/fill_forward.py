# query: Fill missing values (None) in a series with the most recent non-missing value, but fill at
#   most the given number of consecutive gaps after each known value; later gaps and any gaps before
#   the first known value stay None.
# entry_point: fill_forward
# example: fill_forward([3, None, None], 1) == [3, 3, None]
# example: fill_forward([None, 2, None, 5], 2) == [None, 2, 2, 5]

def fill_forward(values, limit):
    result = []
    last = None
    gap = 0
    for value in values:
        if value is not None:
            last = value
            gap = 0
            result.append(value)
        elif last is not None and gap < limit:
            gap += 1
            result.append(last)
        else:
            result.append(None)
    return result


# tests
assert fill_forward([], 2) == []
assert fill_forward([1, None, 3], 1) == [1, 1, 3]
assert fill_forward([None, None, 2], 5) == [None, None, 2]
assert fill_forward([1, None, None, None], 2) == [1, 1, 1, None]
assert fill_forward([1, None, None, 4, None], 1) == [1, 1, None, 4, 4]
assert fill_forward([1, None], 0) == [1, None]
assert fill_forward([0, None, None], 3) == [0, 0, 0]
assert fill_forward([5, None, 6, None, None], 2) == [5, 5, 6, 6, 6]
