# query: Approximate the definite integral of a function f from a to b with composite Simpson's rule using
#   n subintervals, rounded to 6 decimals. Returns None when n is not a positive even number; a > b
#   gives the negated integral.
# entry_point: simpson_integral
# example: simpson_integral(lambda x: 3 * x * x, 0, 1, 2) == 1.0
# example: simpson_integral(lambda x: 1, 2, 5, 4) == 3.0

def simpson_integral(f, a, b, n):
    if n <= 0 or n % 2 != 0:
        return None
    h = (b - a) / n
    total = f(a) + f(b)
    for index in range(1, n):
        weight = 4 if index % 2 == 1 else 2
        total += weight * f(a + index * h)
    return round(total * h / 3, 6)


# tests
assert simpson_integral(lambda x: x * x, 0, 3, 2) == 9.0
assert simpson_integral(lambda x: x ** 3, 0, 2, 4) == 4.0
assert simpson_integral(lambda x: x, 5, 1, 2) == -12.0
assert simpson_integral(lambda x: x ** 4, 0, 1, 2) == 0.208333
assert simpson_integral(lambda x: x ** 4, 0, 1, 4) == 0.200521
assert simpson_integral(lambda x: 1 / x, 1, 2, 6) == 0.693170
assert simpson_integral(lambda x: x, 0, 1, 3) is None
assert simpson_integral(lambda x: x, 0, 1, 0) is None and simpson_integral(lambda x: x, 0, 1, -2) is None
assert simpson_integral(lambda x: 2 * x + 1, -1, 1, 2) == 2.0
