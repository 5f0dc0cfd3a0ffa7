# query: Walking from point p to point q and then on to point r, report whether the path turns "left"
#   (counterclockwise), "right" (clockwise) or goes "straight" (the three points are collinear).
# entry_point: turn_direction
# example: turn_direction((0, 0), (2, 0), (2, 3)) == "left"
# example: turn_direction((0, 0), (0, 2), (3, 2)) == "right"

def turn_direction(p, q, r):
    cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    if cross > 0:
        return "left"
    if cross < 0:
        return "right"
    return "straight"


# tests
assert turn_direction((0, 0), (1, 0), (1, 1)) == "left"
assert turn_direction((0, 0), (1, 0), (1, -1)) == "right"
assert turn_direction((0, 0), (1, 1), (2, 2)) == "straight"
assert turn_direction((0, 0), (1, 1), (-1, -1)) == "straight"
assert turn_direction((2, 3), (4, 7), (1, 9)) == "left"
assert turn_direction((2, 3), (4, 7), (5, 4)) == "right"
assert turn_direction((0, 0), (0, 5), (-3, 2)) == "left"
assert turn_direction((1, 1), (1, 1), (5, 5)) == "straight"
assert turn_direction((3, 1), (6, 2), (9, 3)) == "straight"
assert turn_direction((5, 2), (1, 3), (2, 6)) == "right"
