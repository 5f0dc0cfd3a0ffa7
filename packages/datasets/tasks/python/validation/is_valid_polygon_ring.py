# query: Check that a list of (x, y) points is a valid closed polygon ring: at least four points, the last
#   equal to the first, no two consecutive points equal, and a non-zero enclosed area (so the points are not
#   all on one line).
# entry_point: is_valid_polygon_ring
# example: is_valid_polygon_ring([(0, 0), (4, 0), (0, 3), (0, 0)]) == True
# example: is_valid_polygon_ring([(0, 0), (4, 0), (0, 3)]) == False

def is_valid_polygon_ring(points):
    if len(points) < 4 or points[0] != points[-1]:
        return False
    doubled_area = 0
    for index in range(len(points) - 1):
        x1, y1 = points[index]
        x2, y2 = points[index + 1]
        if (x1, y1) == (x2, y2):
            return False
        doubled_area += x1 * y2 - x2 * y1
    return doubled_area != 0


# tests
assert is_valid_polygon_ring([(0, 0), (1, 0), (1, 1), (0, 1), (0, 0)]) is True
assert is_valid_polygon_ring([(0, 0), (0, 1), (1, 1), (1, 0), (0, 0)]) is True
assert is_valid_polygon_ring([(0, 0), (1, 1), (2, 2), (0, 0)]) is False
assert is_valid_polygon_ring([(0, 0), (1, 0), (0, 0)]) is False
assert is_valid_polygon_ring([(0, 0), (1, 0), (1, 1), (0, 1)]) is False
assert is_valid_polygon_ring([(0, 0), (1, 0), (1, 0), (0, 1), (0, 0)]) is False
assert is_valid_polygon_ring([]) is False
assert is_valid_polygon_ring([(0, 0), (1, 0), (0, 1), (0, 0), (0, 0)]) is False
assert is_valid_polygon_ring([(2, 2), (5, 2), (2, 6), (2, 2)]) is True
assert is_valid_polygon_ring([(-1, -1), (1, -1), (0, 2), (-1, -1)]) is True
