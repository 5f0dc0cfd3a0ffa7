# query: Look up a value in a table of (x, y) points sorted by x using piecewise linear interpolation
#   between neighbouring points; inputs below the first or above the last x return the first or last y.
#   Returns None for an empty table.
# entry_point: interpolate_table
# example: interpolate_table([(0, 0), (4, 8)], 1) == 2
# example: interpolate_table([(1, 10), (3, 30), (5, 10)], 4) == 20

def interpolate_table(points, x):
    if not points:
        return None
    if x <= points[0][0]:
        return points[0][1]
    if x >= points[-1][0]:
        return points[-1][1]
    for index in range(1, len(points)):
        x1, y1 = points[index]
        if x <= x1:
            x0, y0 = points[index - 1]
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    return None


# tests
assert interpolate_table([(0, 0), (10, 100)], 5) == 50
assert interpolate_table([(0, 0), (10, 100)], -5) == 0
assert interpolate_table([(0, 0), (10, 100)], 15) == 100
assert interpolate_table([(0, 0), (10, 100), (20, 0)], 15) == 50
assert interpolate_table([], 3) is None
assert interpolate_table([(5, 7)], 1) == 7 and interpolate_table([(5, 7)], 9) == 7
assert interpolate_table([(0, 0), (10, 100), (20, 0)], 10) == 100
assert interpolate_table([(0, 10), (4, 2), (8, 6)], 6) == 4
assert interpolate_table([(0, 10), (4, 2), (8, 6)], 1) == 8
assert interpolate_table([(2, 1), (6, 9), (7, 0)], 3) == 3 and round(interpolate_table([(0, 0), (3, 1)], 1), 4) == 0.3333
