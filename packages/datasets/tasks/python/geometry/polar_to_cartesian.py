# query: Convert a list of polar coordinates (radius, angle in degrees) to Cartesian (x, y) tuples rounded
#   to 3 decimals. A negative radius points in the opposite direction of its angle.
# entry_point: polar_to_cartesian
# example: polar_to_cartesian([(2, 0), (3, 90)]) == [(2.0, 0.0), (0.0, 3.0)]
# example: polar_to_cartesian([(1, 180)]) == [(-1.0, 0.0)]

def polar_to_cartesian(points):
    import math

    result = []
    for radius, degrees in points:
        angle = math.radians(degrees)
        x = round(radius * math.cos(angle), 3)
        y = round(radius * math.sin(angle), 3)
        result.append((x, y))
    return result


# tests
assert polar_to_cartesian([]) == []
assert polar_to_cartesian([(5, 0)]) == [(5.0, 0.0)]
assert polar_to_cartesian([(4, 90), (4, 270)]) == [(0.0, 4.0), (0.0, -4.0)]
assert polar_to_cartesian([(2, 60)]) == [(1.0, 1.732)]
assert polar_to_cartesian([(2, 30)]) == [(1.732, 1.0)]
assert polar_to_cartesian([(-2, 45)]) == [(-1.414, -1.414)]
assert polar_to_cartesian([(10, 135), (0, 77)]) == [(-7.071, 7.071), (0.0, 0.0)]
assert polar_to_cartesian([(3, -90)]) == [(0.0, -3.0)]
assert polar_to_cartesian([(1, 10)]) == [(0.985, 0.174)]
