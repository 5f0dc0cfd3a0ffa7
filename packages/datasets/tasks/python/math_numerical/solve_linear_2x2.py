# query: Solve the linear system a*x + b*y = e, c*x + d*y = f exactly and return (x, y) as fractions.
#   Returns None when the system has no unique solution.
# entry_point: solve_linear_2x2
# example: solve_linear_2x2(1, 1, 1, -1, 10, 2) == (6, 4)
# example: solve_linear_2x2(2, 0, 0, 4, 6, 8) == (3, 2)

def solve_linear_2x2(a, b, c, d, e, f):
    from fractions import Fraction

    det = a * d - b * c
    if det == 0:
        return None
    x = Fraction(e * d - b * f, det)
    y = Fraction(a * f - e * c, det)
    return (x, y)


# tests
assert solve_linear_2x2(1, 1, 1, -1, 3, 1) == (2, 1)
assert solve_linear_2x2(2, 3, 4, 6, 1, 2) is None
assert solve_linear_2x2(1, 0, 0, 1, 5, -7) == (5, -7)
assert solve_linear_2x2(2, 1, 1, 3, 3, 4) == (1, 1)
assert solve_linear_2x2(1, 2, 3, 4, 5, 6) == (-4, 4.5)
assert tuple(str(v) for v in solve_linear_2x2(3, 0, 0, 2, 1, 1)) == ("1/3", "1/2")
assert solve_linear_2x2(0, 1, 1, 0, 7, 9) == (9, 7)
assert solve_linear_2x2(2, 5, 1, 3, 1, 2) == (-7, 3)
assert solve_linear_2x2(0, 0, 0, 0, 0, 0) is None
