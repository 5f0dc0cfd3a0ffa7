# query: Decide whether four distinct 2-D points, given in any order, are the corners of a rectangle
#   (possibly rotated; squares count). Repeated points or collinear points are not a rectangle.
# entry_point: is_rectangle_points
# example: is_rectangle_points([(0, 0), (2, 0), (2, 1), (0, 1)]) == True
# example: is_rectangle_points([(0, 0), (2, 0), (3, 1), (0, 1)]) == False

def is_rectangle_points(points):
    if len(set(points)) != 4:
        return False
    cx2 = sum(p[0] for p in points)
    cy2 = sum(p[1] for p in points)
    distances = set()
    for x, y in points:
        dx = 4 * x - cx2
        dy = 4 * y - cy2
        distances.add(dx * dx + dy * dy)
    return len(distances) == 1


# tests
assert is_rectangle_points([(0, 0), (4, 0), (4, 3), (0, 3)]) is True
assert is_rectangle_points([(4, 3), (0, 0), (0, 3), (4, 0)]) is True
assert is_rectangle_points([(0, 1), (1, 0), (3, 2), (2, 3)]) is True
assert is_rectangle_points([(0, 0), (1, 1), (2, 0), (1, -1)]) is True
assert is_rectangle_points([(0, 0), (4, 0), (5, 3), (1, 3)]) is False
assert is_rectangle_points([(0, 0), (1, 0), (2, 0), (3, 0)]) is False
assert is_rectangle_points([(0, 0), (0, 0), (1, 1), (1, 1)]) is False
assert is_rectangle_points([(0, 0), (2, 0), (2, 2), (0, 3)]) is False
assert is_rectangle_points([(-1, -1), (1, -1), (1, 1), (-1, 2)]) is False
assert is_rectangle_points([(1, 1), (3, 1), (3, 5), (1, 5)]) is True
