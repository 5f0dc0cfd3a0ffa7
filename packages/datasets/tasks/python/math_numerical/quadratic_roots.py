# query: Return the real roots of a*x**2 + b*x + c = 0 as a sorted list rounded to 6 decimals: two roots,
#   one (a repeated root is listed once) or none. With a = 0 solve the linear equation instead; if a and
#   b are both 0 return None (no equation in x).
# entry_point: quadratic_roots
# example: quadratic_roots(1, -3, 2) == [1.0, 2.0]
# example: quadratic_roots(1, 0, 1) == []

def quadratic_roots(a, b, c):
    import math

    if a == 0:
        if b == 0:
            return None
        return [round(-c / b, 6)]
    discriminant = b * b - 4 * a * c
    if discriminant < 0:
        return []
    if discriminant == 0:
        return [round(-b / (2 * a), 6)]
    root = math.sqrt(discriminant)
    first = (-b - root) / (2 * a)
    second = (-b + root) / (2 * a)
    return sorted([round(first, 6), round(second, 6)])


# tests
assert quadratic_roots(1, -5, 6) == [2.0, 3.0]
assert quadratic_roots(-1, 5, -6) == [2.0, 3.0]
assert quadratic_roots(1, 4, 4) == [-2.0]
assert quadratic_roots(2, 0, 3) == [] and quadratic_roots(1, 1, 0.5) == []
assert quadratic_roots(1, 0, -2) == [-1.414214, 1.414214]
assert quadratic_roots(0, 2, -3) == [1.5] and quadratic_roots(0, 3, -1) == [0.333333]
assert quadratic_roots(0, 0, 5) is None
assert quadratic_roots(2, -3, 1) == [0.5, 1.0]
assert quadratic_roots(4, 4, 1) == [-0.5] and quadratic_roots(9, 6, 1) == [-0.333333]
assert quadratic_roots(1, 1, -1) == [-1.618034, 0.618034]
