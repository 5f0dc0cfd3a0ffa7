# query: Return the k points closest to a target point from a list of (x, y) points, nearest first, with
#   ties in distance broken by the original list position. k larger than the list returns all points;
#   k of 0 or less returns an empty list.
# entry_point: points_by_distance
# example: points_by_distance([(5, 5), (1, 1), (2, 2)], (0, 0), 2) == [(1, 1), (2, 2)]
# example: points_by_distance([(3, 0), (0, 1)], (0, 0), 5) == [(0, 1), (3, 0)]

def points_by_distance(points, target, k):
    if k <= 0:
        return []
    ranked = []
    for index, (x, y) in enumerate(points):
        dx = x - target[0]
        dy = y - target[1]
        ranked.append((dx * dx + dy * dy, index))
    ranked.sort()
    return [points[index] for _, index in ranked[:k]]


# tests
assert points_by_distance([], (0, 0), 3) == []
assert points_by_distance([(1, 2), (3, 4)], (0, 0), 0) == [] and points_by_distance([(1, 2), (0, 1), (5, 5)], (0, 0), -1) == []
assert points_by_distance([(4, 4), (1, 0), (0, 3)], (0, 0), 1) == [(1, 0)]
assert points_by_distance([(2, 0), (0, 2), (-2, 0)], (0, 0), 2) == [(2, 0), (0, 2)]
assert points_by_distance([(0, -2), (2, 0), (1, 0)], (0, 0), 3) == [(1, 0), (0, -2), (2, 0)]
assert points_by_distance([(10, 10), (6, 5), (5, 6)], (5, 5), 2) == [(6, 5), (5, 6)]
assert points_by_distance([(7, 1), (3, 1), (5, 1)], (6, 1), 3) == [(7, 1), (5, 1), (3, 1)]
assert points_by_distance([(1, 1), (1, 1)], (1, 1), 1) == [(1, 1)] and points_by_distance([(3, 0), (3, 9)], (3, 8), 1) == [(3, 9)]
assert points_by_distance([(0, 5), (3, 3), (-4, 0)], (0, 0), 2) == [(-4, 0), (3, 3)]
