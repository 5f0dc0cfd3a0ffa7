# query: Classify a triangle by its three side lengths as "acute", "right" or "obtuse" according to its
#   largest angle. Returns "invalid" if any side is not positive or the sides cannot form a triangle
#   (including degenerate, flat ones).
# entry_point: triangle_angle_type
# example: triangle_angle_type(6, 8, 10) == "right"
# example: triangle_angle_type(3, 3, 5) == "obtuse"

def triangle_angle_type(a, b, c):
    sides = sorted([a, b, c])
    if sides[0] <= 0 or sides[0] + sides[1] <= sides[2]:
        return "invalid"
    left = sides[0] ** 2 + sides[1] ** 2
    right = sides[2] ** 2
    if left == right:
        return "right"
    if left > right:
        return "acute"
    return "obtuse"


# tests
assert triangle_angle_type(3, 4, 5) == "right"
assert triangle_angle_type(5, 3, 4) == "right"
assert triangle_angle_type(13, 5, 12) == "right"
assert triangle_angle_type(2, 2, 2) == "acute"
assert triangle_angle_type(4, 6, 5) == "acute"
assert triangle_angle_type(2, 3, 4) == "obtuse"
assert triangle_angle_type(1, 2, 3) == "invalid"
assert triangle_angle_type(0, 1, 1) == "invalid"
assert triangle_angle_type(-3, 4, 5) == "invalid"
assert triangle_angle_type(1, 1, 1.9) == "obtuse"
