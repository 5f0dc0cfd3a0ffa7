# query: Shift a list of values by a number of periods, like a lag: a positive count moves values later
#   (towards higher indexes), a negative count moves them earlier, the length stays the same and the
#   vacated positions are filled with the given fill value.
# entry_point: shift_series
# example: shift_series([1, 2, 3], 1, None) == [None, 1, 2]
# example: shift_series([1, 2, 3], -1, 0) == [2, 3, 0]

def shift_series(values, periods, fill):
    length = len(values)
    result = []
    for index in range(length):
        source = index - periods
        if 0 <= source < length:
            result.append(values[source])
        else:
            result.append(fill)
    return result


# tests
assert shift_series([], 2, 0) == []
assert shift_series([5, 6, 7], 0, None) == [5, 6, 7]
assert shift_series([5, 6, 7, 8], 2, None) == [None, None, 5, 6]
assert shift_series([5, 6, 7, 8], -2, "x") == [7, 8, "x", "x"]
assert shift_series([5, 6, 7], 3, 0) == [0, 0, 0]
assert shift_series([5, 6, 7], -5, 0) == [0, 0, 0]
assert shift_series(["a", "b"], 1, "") == ["", "a"]
assert shift_series([9], -1, -1) == [-1]
assert shift_series([1, 2, 3, 4, 5], -1, None) == [2, 3, 4, 5, None]
