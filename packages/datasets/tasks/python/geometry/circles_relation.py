# query: Describe how two circles (integer centers and radii) relate: "identical", "separate",
#   "touching outside", "intersecting" (crossing at two points), "touching inside" (one inside the other
#   touching at one point) or "contained" (one strictly inside the other, including concentric circles).
# entry_point: circles_relation
# example: circles_relation((0, 0), 1, (3, 0), 1) == "separate"
# example: circles_relation((0, 0), 4, (1, 0), 2) == "contained"

def circles_relation(center_a, radius_a, center_b, radius_b):
    dx = center_a[0] - center_b[0]
    dy = center_a[1] - center_b[1]
    distance_sq = dx * dx + dy * dy
    total = radius_a + radius_b
    difference = abs(radius_a - radius_b)
    if distance_sq == 0 and difference == 0:
        return "identical"
    if distance_sq > total * total:
        return "separate"
    if distance_sq == total * total:
        return "touching outside"
    if distance_sq > difference * difference:
        return "intersecting"
    if distance_sq == difference * difference:
        return "touching inside"
    return "contained"


# tests
assert circles_relation((0, 0), 5, (0, 0), 5) == "identical"
assert circles_relation((0, 0), 1, (5, 0), 2) == "separate"
assert circles_relation((0, 0), 2, (5, 0), 3) == "touching outside"
assert circles_relation((0, 0), 3, (4, 0), 3) == "intersecting"
assert circles_relation((0, 0), 5, (2, 0), 3) == "touching inside"
assert circles_relation((0, 0), 5, (1, 0), 2) == "contained"
assert circles_relation((0, 0), 2, (0, 0), 5) == "contained"
assert circles_relation((1, 1), 5, (4, 5), 2) == "intersecting" and circles_relation((2, 7), 1, (6, 10), 4) == "touching outside"
assert circles_relation((0, 0), 3, (3, 4), 2) == "touching outside"
assert circles_relation((-2, -2), 1, (1, 2), 3) == "separate" and circles_relation((1, 2), 3, (-4, 2), 1) == "separate"
