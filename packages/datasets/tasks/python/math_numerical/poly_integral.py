# query: Integrate a polynomial given as coefficients from the constant term upwards ([c0, c1, c2] is
#   c0 + c1*x + c2*x**2) and return the antiderivative's coefficients, using the given constant of
#   integration (default 0) as the new constant term; coefficients are rounded to 6 decimals.
# entry_point: poly_integral
# example: poly_integral([0, 2]) == [0, 0.0, 1.0]
# example: poly_integral([3], 5) == [5, 3.0]

def poly_integral(coefficients, constant=0):
    result = [constant]
    for power, coefficient in enumerate(coefficients):
        result.append(round(coefficient / (power + 1), 6))
    return result


# tests
assert poly_integral([]) == [0]
assert poly_integral([], 7) == [7]
assert poly_integral([1, 1, 1]) == [0, 1.0, 0.5, 0.333333]
assert poly_integral([6, 0, 3], -2) == [-2, 6.0, 0.0, 1.0]
assert poly_integral([0, 0, 0, 4]) == [0, 0.0, 0.0, 0.0, 1.0]
assert poly_integral([-2, 4]) == [0, -2.0, 2.0]
assert poly_integral([1, 2, 3, 4, 5]) == [0, 1.0, 1.0, 1.0, 1.0, 1.0]
assert poly_integral([10], 1.5) == [1.5, 10.0]
assert poly_integral([0, 0, 1]) == [0, 0.0, 0.0, 0.333333]
