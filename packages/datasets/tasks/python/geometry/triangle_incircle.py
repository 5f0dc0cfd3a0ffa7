# query: Return the centre and radius of the circle inscribed in a triangle given by three (x, y)
#   vertices, as ((cx, cy), r) with every number rounded to 3 decimals. Returns None for a degenerate
#   triangle whose vertices are collinear.
# entry_point: triangle_incircle
# example: triangle_incircle((0, 0), (4, 0), (0, 3)) == ((1.0, 1.0), 1.0)
# example: triangle_incircle((0, 0), (1, 1), (2, 2)) == None

def triangle_incircle(a, b, c):
    import math

    side_a = math.dist(b, c)
    side_b = math.dist(a, c)
    side_c = math.dist(a, b)
    twice_area = abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]))
    if twice_area == 0:
        return None
    perimeter = side_a + side_b + side_c
    cx = (side_a * a[0] + side_b * b[0] + side_c * c[0]) / perimeter
    cy = (side_a * a[1] + side_b * b[1] + side_c * c[1]) / perimeter
    radius = twice_area / perimeter
    return ((round(cx, 3), round(cy, 3)), round(radius, 3))


# tests
assert triangle_incircle((0, 0), (3, 0), (0, 4)) == ((1.0, 1.0), 1.0)
assert triangle_incircle((0, 0), (0, 4), (3, 0)) == ((1.0, 1.0), 1.0)
assert triangle_incircle((1, 1), (7, 1), (1, 9)) == ((3.0, 3.0), 2.0)
assert triangle_incircle((0, 0), (2, 0), (1, 1.732)) == ((1.0, 0.577), 0.577)
assert triangle_incircle((0, 0), (5, 0), (0, 12)) == ((2.0, 2.0), 2.0)
assert triangle_incircle((-4, 0), (4, 0), (0, 3)) == ((0.0, 1.333), 1.333)
assert triangle_incircle((1, 1), (1, 1), (4, 5)) is None
assert triangle_incircle((0, 3), (2, 3), (-5, 3)) is None
assert triangle_incircle((2, 0), (6, 0), (6, 3)) == ((5.0, 1.0), 1.0) and triangle_incircle((0, 1), (3, 0), (4, 4)) == ((2.251, 1.365), 1.058)
assert triangle_incircle((1, 2), (5, 3), (2, 7)) == ((2.724, 3.808), 1.336)
