# query: Decide whether a point lies inside a triangle or on its boundary; the triangle's vertices may be
#   listed in either clockwise or counterclockwise order.
# entry_point: point_in_triangle
# example: point_in_triangle((1, 1), (0, 0), (3, 0), (0, 3)) == True
# example: point_in_triangle((2, 2), (0, 0), (3, 0), (0, 3)) == False

def point_in_triangle(point, a, b, c):
    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    d1 = cross(a, b, point)
    d2 = cross(b, c, point)
    d3 = cross(c, a, point)
    has_negative = d1 < 0 or d2 < 0 or d3 < 0
    has_positive = d1 > 0 or d2 > 0 or d3 > 0
    return not (has_negative and has_positive)


# tests
assert point_in_triangle((1, 1), (0, 0), (4, 0), (0, 4)) is True
assert point_in_triangle((3, 3), (0, 0), (4, 0), (0, 4)) is False and point_in_triangle((-1, 1), (0, 0), (4, 0), (0, 4)) is False
assert point_in_triangle((2, 2), (0, 0), (4, 0), (0, 4)) is True and point_in_triangle((0, 0), (0, 0), (4, 0), (0, 4)) is True
assert point_in_triangle((1, 1), (0, 0), (0, 4), (4, 0)) is True and point_in_triangle((2, 0), (0, 0), (0, 4), (4, 0)) is True
assert point_in_triangle((0, 2), (0, 0), (0, 4), (4, 0)) is True and point_in_triangle((2, 2), (0, 0), (0, 4), (4, 0)) is True
assert point_in_triangle((1, 2), (0, 0), (4, 1), (1, 4)) is True and point_in_triangle((4, 4), (0, 0), (4, 1), (1, 4)) is False
assert point_in_triangle((5, 0), (0, 0), (4, 0), (0, 4)) is False
assert point_in_triangle((1, 1), (0, 0), (1, 0), (0, 1)) is False and point_in_triangle((1, 1), (0, 0), (0, 1), (1, 0)) is False
assert point_in_triangle((0.5, -1), (0, 0), (1, 0), (0, 1)) is False and point_in_triangle((-1, 0.5), (0, 0), (1, 0), (0, 1)) is False
assert point_in_triangle((-1, 0.5), (0, 0), (0, 1), (1, 0)) is False and point_in_triangle((0.5, -1), (0, 0), (0, 1), (1, 0)) is False
