# query: Evaluate a polynomial, given by its coefficients from the highest power down to the constant term,
#   at a point and return the pair (value, derivative value) at that point. An empty coefficient list is
#   the zero polynomial.
# entry_point: poly_value_and_slope
# example: poly_value_and_slope([1, 2, 1], 1) == (4, 4)
# example: poly_value_and_slope([3, 0], 2) == (6, 3)

def poly_value_and_slope(coefficients, x):
    value = 0
    slope = 0
    for coefficient in coefficients:
        slope = slope * x + value
        value = value * x + coefficient
    return (value, slope)


# tests
assert poly_value_and_slope([1, 0, -4], 3) == (5, 6)
assert poly_value_and_slope([], 2) == (0, 0)
assert poly_value_and_slope([7], 5) == (7, 0)
assert poly_value_and_slope([2, 3], -1) == (1, 2)
assert poly_value_and_slope([1, -6, 11, -6], 2) == (0, -1)
assert poly_value_and_slope([1, 0, 0, 0], 2) == (8, 12)
assert poly_value_and_slope([3, -2, 1], 0) == (1, -2)
assert poly_value_and_slope([1, 1, 1, 1], -2) == (-5, 9)
