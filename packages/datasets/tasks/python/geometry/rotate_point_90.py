# query: Rotate an integer point counterclockwise about an origin point by a whole number of quarter turns;
#   negative counts rotate clockwise and any count is reduced modulo four full turns.
# entry_point: rotate_point_90
# example: rotate_point_90((0, 1), 1, (0, 0)) == (-1, 0)
# example: rotate_point_90((2, 0), 2, (1, 0)) == (0, 0)

def rotate_point_90(point, turns, origin):
    x = point[0] - origin[0]
    y = point[1] - origin[1]
    for _ in range(turns % 4):
        x, y = -y, x
    return (x + origin[0], y + origin[1])


# tests
assert rotate_point_90((1, 0), 1, (0, 0)) == (0, 1)
assert rotate_point_90((1, 0), 2, (0, 0)) == (-1, 0)
assert rotate_point_90((1, 0), 3, (0, 0)) == (0, -1)
assert rotate_point_90((1, 0), -1, (0, 0)) == (0, -1)
assert rotate_point_90((1, 0), 4, (0, 0)) == (1, 0)
assert rotate_point_90((3, 2), 1, (1, 1)) == (0, 3)
assert rotate_point_90((3, 2), 5, (1, 1)) == (0, 3)
assert rotate_point_90((2, 5), 2, (2, 5)) == (2, 5)
assert rotate_point_90((4, 1), -2, (2, -1)) == (0, -3)
assert rotate_point_90((5, 3), -1, (1, 2)) == (2, -2)
