# query: Decide whether two closed line segments a-b and c-d share at least one point, counting touching
#   endpoints, an endpoint lying on the other segment, and overlapping collinear segments.
# entry_point: segments_intersect
# example: segments_intersect((0, 0), (2, 2), (0, 2), (2, 0)) == True
# example: segments_intersect((0, 0), (1, 0), (0, 2), (1, 2)) == False

def segments_intersect(a, b, c, d):
    def cross(o, p, q):
        return (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0])

    def on_segment(p, q, r):
        return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])

    d1 = cross(c, d, a)
    d2 = cross(c, d, b)
    d3 = cross(a, b, c)
    d4 = cross(a, b, d)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    if d1 == 0 and on_segment(c, d, a):
        return True
    if d2 == 0 and on_segment(c, d, b):
        return True
    if d3 == 0 and on_segment(a, b, c):
        return True
    if d4 == 0 and on_segment(a, b, d):
        return True
    return False


# tests
assert segments_intersect((0, 0), (4, 4), (0, 4), (4, 0)) is True
assert segments_intersect((0, 0), (4, 0), (0, 1), (4, 1)) is False
assert segments_intersect((0, 0), (4, 0), (2, 0), (2, 3)) is True
assert segments_intersect((0, 0), (2, 2), (2, 2), (3, 0)) is True
assert segments_intersect((1, 2), (5, 6), (3, 4), (8, 9)) is True
assert segments_intersect((0, 5), (2, 5), (3, 5), (4, 5)) is False
assert segments_intersect((5, 0), (5, 2), (5, 3), (5, 4)) is False
assert segments_intersect((0, 0), (1, 1), (0, 4), (4, 0)) is False and segments_intersect((3, 1), (5, 1), (0, 1), (2, 1)) is False
assert segments_intersect((1, 1), (5, 5), (0, 2), (2, 0)) is True and segments_intersect((0, 0), (6, 0), (3, 3), (4, 0)) is True
assert segments_intersect((0, 1), (1, -1), (0, 0), (1, 0)) is True and segments_intersect((0, 0), (2, 1), (2, -3), (2, 5)) is True
