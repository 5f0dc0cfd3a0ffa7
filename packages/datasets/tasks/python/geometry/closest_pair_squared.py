# query: Return the smallest squared Euclidean distance between any two entries of a list of points
#   (repeated points give 0), or None when the list has fewer than two points.
# entry_point: closest_pair_squared
# example: closest_pair_squared([(1, 1), (4, 5), (1, 2)]) == 1
# example: closest_pair_squared([(0, 0), (6, 8)]) == 100

def closest_pair_squared(points):
    best = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            distance = dx * dx + dy * dy
            if best is None or distance < best:
                best = distance
    return best


# tests
assert closest_pair_squared([]) is None
assert closest_pair_squared([(0, 0)]) is None
assert closest_pair_squared([(0, 0), (3, 4)]) == 25
assert closest_pair_squared([(0, 0), (5, 5), (1, 1)]) == 2
assert closest_pair_squared([(2, 2), (2, 2), (9, 9)]) == 0
assert closest_pair_squared([(0, 0), (10, 0), (10, 1)]) == 1
assert closest_pair_squared([(-1, -1), (2, 3), (-4, -5)]) == 25
assert closest_pair_squared([(0, 0), (10, 10), (20, 20), (20, 21)]) == 1
assert closest_pair_squared([(0, 0), (0, 1), (10, 10)]) == 1
assert closest_pair_squared([(1, 7), (4, 1), (9, 2)]) == 26
