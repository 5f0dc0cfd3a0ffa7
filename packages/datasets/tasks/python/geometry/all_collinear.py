# query: Decide whether all the given points lie on one straight line. Lists with fewer than three points,
#   and lists whose points are all identical, count as collinear; repeated points are allowed.
# entry_point: all_collinear
# example: all_collinear([(0, 1), (1, 3), (2, 5)]) == True
# example: all_collinear([(0, 0), (1, 0), (2, 1)]) == False

def all_collinear(points):
    if len(points) < 3:
        return True
    origin = points[0]
    direction = None
    for point in points[1:]:
        if point != origin:
            direction = point
            break
    if direction is None:
        return True
    for point in points:
        cross = (direction[0] - origin[0]) * (point[1] - origin[1]) - (direction[1] - origin[1]) * (point[0] - origin[0])
        if cross != 0:
            return False
    return True


# tests
assert all_collinear([]) is True
assert all_collinear([(0, 0), (5, 7)]) is True
assert all_collinear([(0, 0), (1, 1), (2, 2)]) is True
assert all_collinear([(0, 0), (1, 1), (2, 3)]) is False
assert all_collinear([(1, 1), (1, 1), (1, 1)]) is True
assert all_collinear([(1, 1), (1, 1), (2, 2), (3, 4)]) is False
assert all_collinear([(0, 0), (0, 5), (0, -3)]) is True
assert all_collinear([(2, 1), (4, 2), (-2, -1), (6, 3)]) is True
assert all_collinear([(0, 0), (2, 0), (1, 1)]) is False
assert all_collinear([(3, 1), (3, 1), (4, 3), (5, 5), (2, 0)]) is False
