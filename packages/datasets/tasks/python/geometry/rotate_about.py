# query: Rotate a point counter-clockwise by an angle in degrees around a pivot point and return the
#   new position with both coordinates rounded to 4 decimals.
# entry_point: rotate_about
# example: rotate_about((2, 0), (0, 0), 90) == (0.0, 2.0)
# example: rotate_about((3, 3), (1, 1), 180) == (-1.0, -1.0)

def rotate_about(point, pivot, degrees):
    import math

    angle = math.radians(degrees)
    cos_a = math.cos(angle)
    sin_a = math.sin(angle)
    dx = point[0] - pivot[0]
    dy = point[1] - pivot[1]
    x = pivot[0] + dx * cos_a - dy * sin_a
    y = pivot[1] + dx * sin_a + dy * cos_a
    return (round(x, 4), round(y, 4))


# tests
assert rotate_about((1, 0), (0, 0), 90) == (0.0, 1.0)
assert rotate_about((1, 0), (0, 0), -90) == (0.0, -1.0)
assert rotate_about((5, 2), (4, 2), 90) == (4.0, 3.0)
assert rotate_about((4, 6), (4, 2), 270) == (8.0, 2.0)
assert rotate_about((1, 1), (0, 0), 45) == (0.0, 1.4142)
assert rotate_about((2, 3), (2, 3), 123) == (2.0, 3.0)
assert rotate_about((3, 0), (1, 0), 60) == (2.0, 1.7321)
assert rotate_about((0, 2), (1, 1), 360) == (0.0, 2.0)
assert rotate_about((-1, 2), (0, 0), 30) == (-1.866, 1.2321) and rotate_about((2, 1), (0, 0), 30) == (1.2321, 1.866)
