# query: Return the Cohen-Sutherland region code of a point relative to a clip rectangle
#   (xmin, ymin, xmax, ymax): bit 1 left of xmin, bit 2 right of xmax, bit 4 below ymin, bit 8 above
#   ymax, 0 inside. Points exactly on an edge count as inside.
# entry_point: cohen_sutherland_code
# example: cohen_sutherland_code((5, 5), (0, 0, 10, 10)) == 0
# example: cohen_sutherland_code((12, -1), (0, 0, 10, 10)) == 6

def cohen_sutherland_code(point, rect):
    x, y = point
    xmin, ymin, xmax, ymax = rect
    code = 0
    if x < xmin:
        code |= 1
    elif x > xmax:
        code |= 2
    if y < ymin:
        code |= 4
    elif y > ymax:
        code |= 8
    return code


# tests
assert cohen_sutherland_code((-1, 3), (0, 0, 4, 4)) == 1
assert cohen_sutherland_code((5, 3), (0, 0, 4, 4)) == 2
assert cohen_sutherland_code((2, -3), (0, 0, 4, 4)) == 4
assert cohen_sutherland_code((2, 9), (0, 0, 4, 4)) == 8
assert cohen_sutherland_code((-2, 6), (0, 0, 4, 4)) == 9
assert cohen_sutherland_code((7, 7), (0, 0, 4, 4)) == 10
assert cohen_sutherland_code((-1, -1), (0, 0, 4, 4)) == 5
assert cohen_sutherland_code((0, 4), (0, 0, 4, 4)) == 0 and cohen_sutherland_code((4, 0), (0, 0, 4, 4)) == 0
assert cohen_sutherland_code((3, 2), (1, 1, 6, 3)) == 0 and cohen_sutherland_code((3, 4), (1, 1, 6, 3)) == 8
