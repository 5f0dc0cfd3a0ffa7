# query: Return the largest number of points from a list of 2-D integer points that lie on one straight
#   line. Duplicate points count separately and lie on every line through them; an empty list gives 0.
# entry_point: max_points_on_line
# example: max_points_on_line([(0, 0), (1, 1), (2, 2), (0, 1)]) == 3
# example: max_points_on_line([(4, 4)]) == 1

def max_points_on_line(points):
    import math

    best = 0
    for i in range(len(points)):
        slopes = {}
        duplicates = 0
        local = 0
        for j in range(i + 1, len(points)):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            if dx == 0 and dy == 0:
                duplicates += 1
                continue
            divisor = math.gcd(dx, dy)
            dx, dy = dx // divisor, dy // divisor
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy
            slopes[(dx, dy)] = slopes.get((dx, dy), 0) + 1
            local = max(local, slopes[(dx, dy)])
        best = max(best, local + duplicates + 1)
    return best


# tests
assert max_points_on_line([]) == 0
assert max_points_on_line([(2, 3)]) == 1
assert max_points_on_line([(0, 0), (5, 7)]) == 2 and max_points_on_line([(0, 0), (1, -1), (-1, 1)]) == 3
assert max_points_on_line([(1, 1), (1, 1), (1, 1)]) == 3
assert max_points_on_line([(0, 0), (0, 5), (0, -2), (1, 1)]) == 3
assert max_points_on_line([(0, 0), (2, 1), (4, 2), (1, 0), (-2, -1)]) == 4
assert max_points_on_line([(3, 0), (1, 2), (2, 1), (0, 0), (0, 3)]) == 4
assert max_points_on_line([(0, 0), (1, 1), (1, 1), (5, 0)]) == 3
assert max_points_on_line([(2, 2), (0, 0), (4, 4), (-1, 1), (1, -1)]) == 3
assert max_points_on_line([(0, 1), (1, 0), (0, -1), (-1, 0), (2, 0)]) == 3
