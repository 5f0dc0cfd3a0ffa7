# query: Return the points that lie within a given radius of a center point (boundary included), ordered
#   from nearest to farthest, with equally distant points kept in their original order.
# entry_point: points_within_radius
# example: points_within_radius([(1, 1), (5, 5), (0, 2)], (0, 0), 3) == [(1, 1), (0, 2)]
# example: points_within_radius([(2, 0), (1, 0)], (0, 0), 2) == [(1, 0), (2, 0)]

def points_within_radius(points, center, radius):
    found = []
    for index, point in enumerate(points):
        dx = point[0] - center[0]
        dy = point[1] - center[1]
        distance = dx * dx + dy * dy
        if distance <= radius * radius:
            found.append((distance, index, point))
    found.sort()
    return [point for _, _, point in found]


# tests
assert points_within_radius([], (0, 0), 5) == []
assert points_within_radius([(3, 4), (1, 0), (6, 0)], (0, 0), 5) == [(1, 0), (3, 4)]
assert points_within_radius([(0, 2), (2, 0), (0, -2)], (0, 0), 2) == [(0, 2), (2, 0), (0, -2)]
assert points_within_radius([(0, 3), (0, 1)], (0, 0), 2) == [(0, 1)]
assert points_within_radius([(5, 2), (6, 6)], (5, 2), 0) == [(5, 2)]
assert points_within_radius([(4, 5), (1, 1), (2, 2)], (1, 1), 5) == [(1, 1), (2, 2), (4, 5)]
assert points_within_radius([(-3, -3), (3, 3)], (-2, -2), 2) == [(-3, -3)]
assert points_within_radius([(10, 0)], (0, 0), 9) == []
assert points_within_radius([(4, 3), (7, 2), (3, 6)], (4, 2), 3) == [(4, 3), (7, 2)]
assert points_within_radius([(2, 9), (6, 5)], (2, 5), 4) == [(2, 9), (6, 5)]
