# query: Count how many points an infinite line a*x + b*y = c shares with a circle of centre (cx, cy) and
#   radius r: 0, 1 (tangent) or 2. Returns None when a and b are both zero. Inputs are integers and the
#   answer must be exact.
# entry_point: circle_line_crossings
# example: circle_line_crossings(1, 0, 0, (0, 0), 5) == 2
# example: circle_line_crossings(0, 1, 5, (0, 0), 5) == 1

def circle_line_crossings(a, b, c, center, radius):
    if a == 0 and b == 0:
        return None
    offset = a * center[0] + b * center[1] - c
    distance_sq_scaled = offset * offset
    radius_sq_scaled = radius * radius * (a * a + b * b)
    if distance_sq_scaled < radius_sq_scaled:
        return 2
    if distance_sq_scaled == radius_sq_scaled:
        return 1
    return 0


# tests
assert circle_line_crossings(1, 0, 3, (0, 0), 3) == 1
assert circle_line_crossings(1, 0, 2, (0, 0), 3) == 2
assert circle_line_crossings(1, 0, 4, (0, 0), 3) == 0
assert circle_line_crossings(0, 1, -7, (1, -4), 3) == 1
assert circle_line_crossings(3, 4, 25, (0, 0), 5) == 1
assert circle_line_crossings(3, 4, 24, (0, 0), 5) == 2
assert circle_line_crossings(3, 4, 26, (0, 0), 5) == 0
assert circle_line_crossings(1, 1, 0, (2, 2), 2) == 0 and circle_line_crossings(1, -1, 0, (2, 2), 2) == 2
assert circle_line_crossings(0, 0, 1, (0, 0), 5) is None
assert circle_line_crossings(0, 2, 0, (5, 1), 1) == 1 and circle_line_crossings(2, 0, 8, (5, 1), 1) == 1
