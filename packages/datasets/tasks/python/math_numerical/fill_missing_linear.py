# query: Fill None gaps in a list of readings by linear interpolation between the nearest known values on
#   each side; gaps at the start or end take the nearest known value. Results are rounded to 3 decimals;
#   a list with no known value is returned unchanged.
# entry_point: fill_missing_linear
# example: fill_missing_linear([1, None, 3]) == [1, 2.0, 3]
# example: fill_missing_linear([None, 5, None]) == [5, 5, 5]

def fill_missing_linear(values):
    known = [index for index, value in enumerate(values) if value is not None]
    if not known:
        return list(values)
    result = list(values)
    for index in range(len(values)):
        if values[index] is not None:
            continue
        before = [k for k in known if k < index]
        after = [k for k in known if k > index]
        if not before:
            result[index] = values[after[0]]
        elif not after:
            result[index] = values[before[-1]]
        else:
            left, right = before[-1], after[0]
            fraction = (index - left) / (right - left)
            result[index] = round(values[left] + (values[right] - values[left]) * fraction, 3)
    return result


# tests
assert fill_missing_linear([]) == []
assert fill_missing_linear([None, None]) == [None, None]
assert fill_missing_linear([4, 8]) == [4, 8]
assert fill_missing_linear([0, None, None, 9]) == [0, 3.0, 6.0, 9]
assert fill_missing_linear([None, None, 2, 4]) == [2, 2, 2, 4]
assert fill_missing_linear([1, 3, None, None]) == [1, 3, 3, 3]
assert fill_missing_linear([10, None, 0, None, 4]) == [10, 5.0, 0, 2.0, 4]
assert fill_missing_linear([1, None, None, 2]) == [1, 1.333, 1.667, 2]
assert fill_missing_linear([None, -2, None, None, None, 6, None]) == [-2, -2, 0.0, 2.0, 4.0, 6, 6]
