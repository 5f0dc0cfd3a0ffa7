# query: Report where a point lies relative to an axis-aligned ellipse with centre (cx, cy) and semi-axes
#   rx, ry: return "inside", "on" (exactly on the boundary) or "outside". Returns None if a semi-axis is
#   not positive.
# entry_point: point_in_ellipse
# example: point_in_ellipse((0, 0), (0, 0), 3, 2) == "inside"
# example: point_in_ellipse((0, 2), (0, 0), 3, 2) == "on"

def point_in_ellipse(point, center, rx, ry):
    from fractions import Fraction

    if rx <= 0 or ry <= 0:
        return None
    dx = Fraction(point[0] - center[0])
    dy = Fraction(point[1] - center[1])
    value = (dx / rx) ** 2 + (dy / ry) ** 2
    if value < 1:
        return "inside"
    if value == 1:
        return "on"
    return "outside"


# tests
assert point_in_ellipse((4, 0), (0, 0), 4, 1) == "on"
assert point_in_ellipse((3, 0), (0, 0), 4, 1) == "inside"
assert point_in_ellipse((0, 1), (0, 0), 4, 1) == "on"
assert point_in_ellipse((2, 1), (0, 0), 4, 1) == "outside"
assert point_in_ellipse((5, 4), (2, 4), 3, 5) == "on"
assert point_in_ellipse((2, -2), (2, 4), 3, 5) == "outside"
assert point_in_ellipse((1, 1), (0, 0), 1, 1) == "outside"
assert point_in_ellipse((0, 0), (0, 0), 0, 2) is None and point_in_ellipse((0, 0), (0, 0), 2, -1) is None and point_in_ellipse((1, 1), (0, 0), 2, 0) is None
assert point_in_ellipse((-1, 2), (0, 0), 2, 3) == "inside"
assert point_in_ellipse((-3, 0), (0, 0), 2, 2) == "outside" and point_in_ellipse((0, -3), (0, 0), 2, 2) == "outside" and point_in_ellipse((0, 5), (0, 0), 1, 3) == "outside"
