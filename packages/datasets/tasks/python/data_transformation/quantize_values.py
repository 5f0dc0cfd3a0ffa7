# query: Round each integer in a list to the nearest multiple of a positive step, with values exactly
#   halfway rounded away from zero (25 with step 10 gives 30, -25 gives -30). A step of zero or less
#   gives None.
# entry_point: quantize_values
# example: quantize_values([7, 21], 5) == [5, 20]
# example: quantize_values([14, 16], 10) == [10, 20]

def quantize_values(values, step):
    if step <= 0:
        return None
    result = []
    for value in values:
        magnitude = abs(value)
        remainder = magnitude % step
        rounded = magnitude - remainder
        if remainder * 2 >= step:
            rounded += step
        if value < 0:
            rounded = -rounded
        result.append(rounded)
    return result


# tests
assert quantize_values([], 5) == []
assert quantize_values([12, 13, 15], 5) == [10, 15, 15]
assert quantize_values([-12, -13], 5) == [-10, -15]
assert quantize_values([25, -25], 10) == [30, -30]
assert quantize_values([4, 3], 8) == [8, 0]
assert quantize_values([0, 7], 1) == [0, 7]
assert quantize_values([1, 2], 0) is None
assert quantize_values([1, 2], -3) is None
assert quantize_values([-1, 99], 100) == [0, 100]
assert quantize_values([-1], 2) == [-2]
