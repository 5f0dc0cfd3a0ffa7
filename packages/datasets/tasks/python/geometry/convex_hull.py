# query: Compute the convex hull of a set of integer points, returned counterclockwise starting from the
#   point with the smallest (x, y), without duplicate points or points lying on hull edges. With fewer
#   than three distinct points the distinct points are returned sorted.
# entry_point: convex_hull
# example: convex_hull([(0, 0), (2, 0), (1, 1), (1, 3)]) == [(0, 0), (2, 0), (1, 3)]
# example: convex_hull([(1, 1), (3, 1), (3, 3), (1, 3)]) == [(1, 1), (3, 1), (3, 3), (1, 3)]

def convex_hull(points):
    unique = sorted(set(points))
    if len(unique) < 3:
        return unique

    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower = []
    for point in unique:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], point) <= 0:
            lower.pop()
        lower.append(point)
    upper = []
    for point in reversed(unique):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], point) <= 0:
            upper.pop()
        upper.append(point)
    return lower[:-1] + upper[:-1]


# tests
assert convex_hull([(0, 0), (4, 0), (4, 4), (0, 4), (2, 2)]) == [(0, 0), (4, 0), (4, 4), (0, 4)]
assert convex_hull([(0, 1), (1, 0), (0, 0)]) == [(0, 0), (1, 0), (0, 1)]
assert convex_hull([(1, 1), (1, 1), (3, 2)]) == [(1, 1), (3, 2)]
assert convex_hull([]) == [] and convex_hull([(5, 5)]) == [(5, 5)]
assert convex_hull([(0, 0), (1, 1), (2, 2), (3, 3)]) == [(0, 0), (3, 3)]
assert convex_hull([(2, 0), (0, 1), (1, 0)]) == [(0, 1), (1, 0), (2, 0)]
assert convex_hull([(3, 0), (0, 3), (-3, 0), (0, -3), (1, 1), (-1, 0)]) == [(-3, 0), (0, -3), (3, 0), (0, 3)]
assert convex_hull([(0, 0), (4, 0), (2, 1), (2, 5), (1, 2), (3, 2)]) == [(0, 0), (4, 0), (2, 5)]
assert convex_hull([(0, 0), (0, 2), (0, 4), (3, 2)]) == [(0, 0), (3, 2), (0, 4)]
assert convex_hull([(2, 2), (0, 0), (4, 0), (4, 4), (0, 4), (2, 4), (4, 2)]) == [(0, 0), (4, 0), (4, 4), (0, 4)]
