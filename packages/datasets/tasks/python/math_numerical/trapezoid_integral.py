# query: Approximate the definite integral of a function from start to end with the composite trapezoidal
#   rule using a given number of equal steps (a reversed interval gives a negated result). Returns None
#   if the number of steps is not positive.
# entry_point: trapezoid_integral
# example: trapezoid_integral(lambda x: x, 0, 4, 2) == 8
# example: trapezoid_integral(lambda x: 1, 0, 10, 5) == 10

def trapezoid_integral(function, start, end, steps):
    if steps <= 0:
        return None
    width = (end - start) / steps
    total = (function(start) + function(end)) / 2
    for index in range(1, steps):
        total += function(start + index * width)
    return total * width


# tests
assert trapezoid_integral(lambda x: x, 0, 1, 1) == 0.5
assert trapezoid_integral(lambda x: x * x, 0, 1, 2) == 0.375
assert trapezoid_integral(lambda x: 3, 2, 5, 4) == 9
assert trapezoid_integral(lambda x: x, 0, 1, 0) is None
assert trapezoid_integral(lambda x: x * x, 0, 3, 3) == 9.5
assert trapezoid_integral(lambda x: x, 2, 0, 4) == -2
assert trapezoid_integral(lambda x: x * x, 0, 2, 4) == 2.75
assert trapezoid_integral(lambda x: x * x, 1, 3, 2) == 9
assert trapezoid_integral(lambda x: 2 * x + 1, -1, 1, 1) == 2
