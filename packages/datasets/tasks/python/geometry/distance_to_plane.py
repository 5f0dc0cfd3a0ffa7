# query: Return the signed distance from a 3-D point to the plane a*x + b*y + c*z + d = 0 given as the
#   tuple (a, b, c, d), rounded to 4 decimals: positive on the side the normal (a, b, c) points to,
#   negative on the other, 0.0 on the plane. Returns None when a, b and c are all zero.
# entry_point: distance_to_plane
# example: distance_to_plane((0, 0, 5), (0, 0, 1, 0)) == 5.0
# example: distance_to_plane((0, 0, 0), (0, 0, 2, -4)) == -2.0

def distance_to_plane(point, plane):
    import math

    a, b, c, d = plane
    norm = math.sqrt(a * a + b * b + c * c)
    if norm == 0:
        return None
    value = a * point[0] + b * point[1] + c * point[2] + d
    return round(value / norm, 4)


# tests
assert distance_to_plane((3, 0, 0), (1, 0, 0, 0)) == 3.0
assert distance_to_plane((0, -7, 0), (0, 1, 0, 0)) == -7.0
assert distance_to_plane((1, 1, 1), (0, 0, 1, -1)) == 0.0
assert distance_to_plane((0, 0, 0), (1, 1, 1, -3)) == -1.7321
assert distance_to_plane((2, 2, 2), (1, 1, 1, -3)) == 1.7321
assert distance_to_plane((5, 1, 0), (3, 0, 4, 5)) == 4.0
assert distance_to_plane((0, 2, 9), (0, 6, 8, 0)) == 8.4
assert distance_to_plane((1, 2, 3), (0, 0, 0, 5)) is None
assert distance_to_plane((4, -1, 2), (2, -1, 2, 1)) == 4.6667
