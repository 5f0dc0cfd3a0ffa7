# query: Decide whether a simple polygon, given by its vertices in order (either orientation), is convex.
#   Consecutive collinear vertices are allowed; fewer than three vertices or all-collinear vertices are
#   not a convex polygon.
# entry_point: is_convex_polygon
# example: is_convex_polygon([(0, 0), (3, 0), (3, 3)]) == True
# example: is_convex_polygon([(0, 0), (2, 1), (4, 0), (2, 4)]) == False

def is_convex_polygon(points):
    count = len(points)
    if count < 3:
        return False
    sign = 0
    for index in range(count):
        a = points[index]
        b = points[(index + 1) % count]
        c = points[(index + 2) % count]
        cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
        if cross == 0:
            continue
        if sign == 0:
            sign = 1 if cross > 0 else -1
        elif (cross > 0) != (sign > 0):
            return False
    return sign != 0


# tests
assert is_convex_polygon([(0, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon([(0, 0), (0, 2), (2, 2), (2, 0)]) is True
assert is_convex_polygon([(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]) is False
assert is_convex_polygon([(0, 0), (1, 0), (0, 1)]) is True and is_convex_polygon([(0, 0), (0, 1), (1, 0)]) is True
assert is_convex_polygon([(0, 0), (1, 1), (2, 2)]) is False
assert is_convex_polygon([(0, 0), (1, 1)]) is False and is_convex_polygon([(1, 3), (2, 7), (5, 6), (4, 2)]) is True
assert is_convex_polygon([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2)]) is True
assert is_convex_polygon([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) is False
assert is_convex_polygon([(0, 4), (2, 1), (4, 4), (4, 0), (0, 0)]) is False
assert is_convex_polygon([(2, 0), (4, 1), (4, 3), (2, 4), (0, 3), (0, 1)]) is True
