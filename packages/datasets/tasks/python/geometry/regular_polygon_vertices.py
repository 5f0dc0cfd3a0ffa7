# query: Return the vertices of a regular polygon with n sides centred at (cx, cy) with the given
#   circumradius, starting at angle 0 (pointing along +x) and going counter-clockwise, each coordinate
#   rounded to 3 decimals. Returns an empty list when n is less than 3.
# entry_point: regular_polygon_vertices
# example: regular_polygon_vertices(4, (0, 0), 1) == [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (-0.0, -1.0)]
# example: regular_polygon_vertices(2, (0, 0), 5) == []

def regular_polygon_vertices(n, center, radius):
    import math

    if n < 3:
        return []
    vertices = []
    for index in range(n):
        angle = 2 * math.pi * index / n
        x = center[0] + radius * math.cos(angle)
        y = center[1] + radius * math.sin(angle)
        vertices.append((round(x, 3), round(y, 3)))
    return vertices


# tests
assert regular_polygon_vertices(3, (0, 0), 2) == [(2.0, 0.0), (-1.0, 1.732), (-1.0, -1.732)]
assert regular_polygon_vertices(4, (1, 1), 2) == [(3.0, 1.0), (1.0, 3.0), (-1.0, 1.0), (1.0, -1.0)]
assert regular_polygon_vertices(6, (0, 0), 1)[1] == (0.5, 0.866)
assert regular_polygon_vertices(6, (0, 0), 1)[4] == (-0.5, -0.866)
assert len(regular_polygon_vertices(12, (3, 3), 4)) == 12
assert regular_polygon_vertices(5, (0, 0), 1)[2] == (-0.809, 0.588)
assert regular_polygon_vertices(0, (0, 0), 1) == [] and regular_polygon_vertices(2, (1, 1), 3) == []
assert regular_polygon_vertices(1, (0, 0), 1) == [] and regular_polygon_vertices(-3, (0, 0), 1) == []
assert regular_polygon_vertices(8, (-2, 5), 10)[3] == (-9.071, 12.071)
