# query: Return the four corners of a rectangle given by its centre, width, height and a rotation angle in
#   degrees (counter-clockwise), starting from the corner that is bottom-left before rotation and going
#   counter-clockwise, with coordinates rounded to 3 decimals.
# entry_point: rect_corners_rotated
# example: rect_corners_rotated((0, 0), 2, 2, 0) == [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
# example: rect_corners_rotated((0, 0), 4, 2, 90) == [(1.0, -2.0), (1.0, 2.0), (-1.0, 2.0), (-1.0, -2.0)]

def rect_corners_rotated(center, width, height, degrees):
    import math

    angle = math.radians(degrees)
    cos_a = math.cos(angle)
    sin_a = math.sin(angle)
    half_w = width / 2
    half_h = height / 2
    corners = []
    for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1)):
        lx = sx * half_w
        ly = sy * half_h
        x = center[0] + lx * cos_a - ly * sin_a
        y = center[1] + lx * sin_a + ly * cos_a
        corners.append((round(x, 3), round(y, 3)))
    return corners


# tests
assert rect_corners_rotated((1, 1), 4, 2, 0) == [(-1.0, 0.0), (3.0, 0.0), (3.0, 2.0), (-1.0, 2.0)]
assert rect_corners_rotated((5, -2), 2, 6, 0) == [(4.0, -5.0), (6.0, -5.0), (6.0, 1.0), (4.0, 1.0)]
assert rect_corners_rotated((0, 0), 2, 2, 45) == [(0.0, -1.414), (1.414, 0.0), (0.0, 1.414), (-1.414, 0.0)]
assert rect_corners_rotated((0, 0), 6, 2, 180) == [(3.0, 1.0), (-3.0, 1.0), (-3.0, -1.0), (3.0, -1.0)]
assert rect_corners_rotated((2, 3), 4, 2, -90) == [(1.0, 5.0), (1.0, 1.0), (3.0, 1.0), (3.0, 5.0)]
assert rect_corners_rotated((0, 0), 2, 4, 30) == [(0.134, -2.232), (1.866, -1.232), (-0.134, 2.232), (-1.866, 1.232)]
assert rect_corners_rotated((1, 1), 0, 0, 70) == [(1.0, 1.0), (1.0, 1.0), (1.0, 1.0), (1.0, 1.0)]
assert rect_corners_rotated((0, 0), 2, 2, 360) == [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
assert rect_corners_rotated((0, 0), 3, 5, 0) == [(-1.5, -2.5), (1.5, -2.5), (1.5, 2.5), (-1.5, 2.5)]
