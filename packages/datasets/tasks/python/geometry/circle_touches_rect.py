# query: Decide whether a circle (center x, center y, radius) and an axis-aligned rectangle given as
#   (left, bottom, right, top) share at least one point, counting mere touching and one shape containing
#   the other.
# entry_point: circle_touches_rect
# example: circle_touches_rect(1, 1, 1, (0, 0, 10, 10)) == True
# example: circle_touches_rect(12, 5, 1, (0, 0, 10, 10)) == False

def circle_touches_rect(cx, cy, radius, rect):
    left, bottom, right, top = rect
    nearest_x = cx
    if nearest_x < left:
        nearest_x = left
    if nearest_x > right:
        nearest_x = right
    nearest_y = cy
    if nearest_y < bottom:
        nearest_y = bottom
    if nearest_y > top:
        nearest_y = top
    dx = cx - nearest_x
    dy = cy - nearest_y
    return dx * dx + dy * dy <= radius * radius


# tests
assert circle_touches_rect(2, 2, 1, (0, 0, 4, 4)) is True
assert circle_touches_rect(6, 2, 2, (0, 0, 4, 4)) is True
assert circle_touches_rect(7, 2, 2, (0, 0, 4, 4)) is False
assert circle_touches_rect(5, 5, 1, (0, 0, 4, 4)) is False
assert circle_touches_rect(5, 5, 2, (0, 0, 4, 4)) is True
assert circle_touches_rect(-3, 2, 3, (0, 0, 4, 4)) is True
assert circle_touches_rect(2, -2, 1, (0, 0, 4, 4)) is False
assert circle_touches_rect(2, 7, 3, (0, 0, 4, 4)) is True and circle_touches_rect(2, 7, 2, (0, 0, 4, 4)) is False
assert circle_touches_rect(5, 8, 5, (0, 0, 4, 4)) is True and circle_touches_rect(6, 8, 4, (0, 0, 4, 4)) is False
assert circle_touches_rect(-1, -1, 1, (0, 0, 4, 4)) is False
