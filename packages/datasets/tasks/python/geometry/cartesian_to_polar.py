# query: Convert a Cartesian point (x, y) to polar form (radius, angle) with the angle in degrees in the
#   range [0, 360), both rounded to 2 decimals. The origin maps to (0.0, 0.0).
# entry_point: cartesian_to_polar
# example: cartesian_to_polar(0, 2) == (2.0, 90.0)
# example: cartesian_to_polar(3, -3) == (4.24, 315.0)

def cartesian_to_polar(x, y):
    import math

    radius = math.hypot(x, y)
    angle = math.degrees(math.atan2(y, x))
    if angle < 0:
        angle += 360
    return (round(radius, 2), round(angle, 2))


# tests
assert cartesian_to_polar(0, 0) == (0.0, 0.0)
assert cartesian_to_polar(5, 0) == (5.0, 0.0)
assert cartesian_to_polar(-5, 0) == (5.0, 180.0)
assert cartesian_to_polar(0, -4) == (4.0, 270.0)
assert cartesian_to_polar(3, 4) == (5.0, 53.13)
assert cartesian_to_polar(-3, 4) == (5.0, 126.87)
assert cartesian_to_polar(-3, -4) == (5.0, 233.13)
assert cartesian_to_polar(1, -1) == (1.41, 315.0)
assert cartesian_to_polar(1, 2) == (2.24, 63.43)
assert cartesian_to_polar(100, -1) == (100.0, 359.43)
