# query: Return the point from a list that is closest (Euclidean distance) to a target point; on ties the
#   earliest such point in the list wins. Returns None for an empty list.
# entry_point: nearest_point
# example: nearest_point([(1, 2), (5, 5), (0, 0)], (4, 4)) == (5, 5)
# example: nearest_point([(2, 0), (0, 2)], (1, 1)) == (2, 0)

def nearest_point(points, target):
    best = None
    best_distance = None
    for point in points:
        dx = point[0] - target[0]
        dy = point[1] - target[1]
        distance = dx * dx + dy * dy
        if best_distance is None or distance < best_distance:
            best = point
            best_distance = distance
    return best


# tests
assert nearest_point([], (0, 0)) is None
assert nearest_point([(1, 1)], (9, 9)) == (1, 1)
assert nearest_point([(0, 5), (3, 3), (-1, -1)], (0, 0)) == (-1, -1)
assert nearest_point([(1, 0), (0, 1)], (0, 0)) == (1, 0)
assert nearest_point([(5, 5), (2, 1), (1, 2)], (2, 2)) == (2, 1)
assert nearest_point([(10, 0), (0, 9)], (0, 0)) == (0, 9)
assert nearest_point([(-3, 4), (3, -4), (0, 6)], (0, 5)) == (0, 6)
assert nearest_point([(-2, -2), (2, 2)], (-1, -2)) == (-2, -2) and nearest_point([(1, 1), (4, 3)], (4, 1)) == (4, 3)
assert nearest_point([(4, 0), (0, 3), (1, 1)], (3, 3)) == (1, 1)
