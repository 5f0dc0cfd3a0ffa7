# query: Find the circle passing through three points and return (center x, center y, squared radius)
#   as exact fractions, or None when the points are collinear or not distinct.
# entry_point: circle_through_points
# example: circle_through_points((0, 0), (2, 0), (1, 1)) == (1, 0, 1)
# example: circle_through_points((0, 0), (0, 4), (4, 0)) == (2, 2, 8)

def circle_through_points(a, b, c):
    from fractions import Fraction

    d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
    if d == 0:
        return None
    a_sq = a[0] ** 2 + a[1] ** 2
    b_sq = b[0] ** 2 + b[1] ** 2
    c_sq = c[0] ** 2 + c[1] ** 2
    x = Fraction(a_sq * (b[1] - c[1]) + b_sq * (c[1] - a[1]) + c_sq * (a[1] - b[1]), d)
    y = Fraction(a_sq * (c[0] - b[0]) + b_sq * (a[0] - c[0]) + c_sq * (b[0] - a[0]), d)
    radius_sq = (a[0] - x) ** 2 + (a[1] - y) ** 2
    return (x, y, radius_sq)


# tests
assert circle_through_points((0, 0), (2, 0), (0, 2)) == (1, 1, 2)
assert circle_through_points((1, 0), (0, 1), (-1, 0)) == (0, 0, 1)
assert circle_through_points((0, 0), (1, 1), (2, 2)) is None
assert circle_through_points((0, 0), (4, 0), (0, 3)) == (2, 1.5, 6.25)
assert circle_through_points((3, 4), (-3, 4), (3, -4)) == (0, 0, 25)
assert circle_through_points((1, 1), (1, 1), (2, 3)) is None
assert circle_through_points((0, 0), (6, 0), (3, 3)) == (3, 0, 9)
assert circle_through_points((2, 1), (4, 1), (3, 2)) == (3, 1, 1)
assert circle_through_points((5, 5), (5, -5), (-5, 5)) == (0, 0, 50)
assert circle_through_points((1, 2), (7, 2), (1, 10)) == (4, 6, 25)
