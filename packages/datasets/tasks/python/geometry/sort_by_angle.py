# query: Sort points by their polar angle around the origin, counterclockwise starting from the positive
#   x-axis (angles in [0, 360) degrees); points with the same angle are ordered by distance from the
#   origin, and the origin itself comes first.
# entry_point: sort_by_angle
# example: sort_by_angle([(0, 2), (2, 0)]) == [(2, 0), (0, 2)]
# example: sort_by_angle([(-1, 0), (1, 1), (0, -1)]) == [(1, 1), (-1, 0), (0, -1)]

def sort_by_angle(points):
    import math

    def key(point):
        angle = math.atan2(point[1], point[0])
        if angle < 0:
            angle += 2 * math.pi
        return (angle, point[0] * point[0] + point[1] * point[1])

    return sorted(points, key=key)


# tests
assert sort_by_angle([(0, 1), (1, 0), (-1, 0), (0, -1)]) == [(1, 0), (0, 1), (-1, 0), (0, -1)]
assert sort_by_angle([(2, 0), (1, 0)]) == [(1, 0), (2, 0)] and sort_by_angle([(3, -3), (1, -1)]) == [(1, -1), (3, -3)]
assert sort_by_angle([(1, -1), (1, 1)]) == [(1, 1), (1, -1)]
assert sort_by_angle([]) == []
assert sort_by_angle([(-1, -1), (-1, 1)]) == [(-1, 1), (-1, -1)]
assert sort_by_angle([(3, 3), (0, 0), (1, 1)]) == [(0, 0), (1, 1), (3, 3)]
assert sort_by_angle([(-2, 0), (0, -2), (2, 2)]) == [(2, 2), (-2, 0), (0, -2)]
assert sort_by_angle([(1, -2), (0, -1)]) == [(0, -1), (1, -2)]
assert sort_by_angle([(-3, -3), (-1, -1), (1, -3)]) == [(-1, -1), (-3, -3), (1, -3)]
