# query: Return the angle in degrees (0 to 180) between two 2D vectors, or None if either vector has zero
#   length. Rounding noise must not push the computation outside the valid range for parallel vectors.
# entry_point: angle_between_vectors
# example: angle_between_vectors((0, 1), (0, -1)) == 180
# example: angle_between_vectors((0, 3), (2, 0)) == 90

def angle_between_vectors(u, v):
    import math

    length_u = math.hypot(u[0], u[1])
    length_v = math.hypot(v[0], v[1])
    if length_u == 0 or length_v == 0:
        return None
    cosine = (u[0] * v[0] + u[1] * v[1]) / (length_u * length_v)
    if cosine > 1:
        cosine = 1.0
    if cosine < -1:
        cosine = -1.0
    return math.degrees(math.acos(cosine))


# tests
assert angle_between_vectors((1, 0), (0, 1)) == 90
assert angle_between_vectors((1, 0), (-1, 0)) == 180
assert round(angle_between_vectors((1, 0), (1, 1)), 6) == 45
assert angle_between_vectors((2, 0), (5, 0)) == 0
assert angle_between_vectors((0, 0), (1, 1)) is None
assert angle_between_vectors((1, 1), (0, 0)) is None
assert round(angle_between_vectors((1, 0), (-1, 1)), 6) == 135
assert round(angle_between_vectors((3, 4), (4, 3)), 2) == 16.26
assert angle_between_vectors((1, -40), (2, -80)) == 0
assert angle_between_vectors((1, -40), (-2, 80)) == 180
