# query: Return the total length of a path through the given (x, y) points in order. When the closed flag
#   is set and there are at least three points, the segment from the last point back to the first is
#   included. Fewer than two points give 0.
# entry_point: polyline_length
# example: polyline_length([(0, 0), (0, 3), (4, 3)], False) == 7
# example: polyline_length([(0, 0), (6, 0), (6, 8)], True) == 24

def polyline_length(points, closed):
    import math

    total = 0.0
    for index in range(1, len(points)):
        x1, y1 = points[index - 1]
        x2, y2 = points[index]
        total += math.hypot(x2 - x1, y2 - y1)
    if closed and len(points) > 2:
        x1, y1 = points[-1]
        x2, y2 = points[0]
        total += math.hypot(x2 - x1, y2 - y1)
    return total


# tests
assert polyline_length([(0, 0), (3, 4)], False) == 5
assert polyline_length([(0, 0), (3, 4)], True) == 5
assert polyline_length([(0, 0), (3, 0), (3, 4)], False) == 7
assert polyline_length([(0, 0), (3, 0), (3, 4)], True) == 12
assert polyline_length([], True) == 0
assert polyline_length([(2, 2)], True) == 0
assert round(polyline_length([(0, 0), (1, 1), (2, 0)], False), 4) == 2.8284
assert polyline_length([(-1, -1), (-1, 2), (3, 2)], False) == 7
assert polyline_length([(1, 0), (4, 0), (4, 4), (1, 4)], True) == 14
assert polyline_length([(0, 1), (3, 1), (3, 5)], True) == 12
