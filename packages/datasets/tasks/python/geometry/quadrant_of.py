# query: Return the quadrant number (1 to 4, counterclockwise from the positive x and y quadrant) that a
#   point lies in, or 0 when the point lies on either axis.
# entry_point: quadrant_of
# example: quadrant_of((2, -7)) == 4
# example: quadrant_of((-1, 5)) == 2

def quadrant_of(point):
    x, y = point
    if x == 0 or y == 0:
        return 0
    if x > 0:
        if y > 0:
            return 1
        return 4
    if y > 0:
        return 2
    return 3


# tests
assert quadrant_of((3, 4)) == 1
assert quadrant_of((-3, 4)) == 2
assert quadrant_of((-3, -4)) == 3
assert quadrant_of((3, -4)) == 4
assert quadrant_of((0, 5)) == 0
assert quadrant_of((5, 0)) == 0
assert quadrant_of((0, 0)) == 0
assert quadrant_of((1, 1)) == 1 and quadrant_of((-0.5, -0.5)) == 3
assert quadrant_of((0.5, -0.5)) == 4 and quadrant_of((-0.5, 0.5)) == 2
