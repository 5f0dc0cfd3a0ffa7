# query: Check whether a point lies inside or on the border of the axis-aligned rectangle spanned by two
#   opposite corner points, which may be given in any order.
# entry_point: point_in_rect
# example: point_in_rect((2, 2), (1, 1), (3, 3)) == True
# example: point_in_rect((4, 2), (1, 1), (3, 3)) == False

def point_in_rect(point, corner_a, corner_b):
    x, y = point
    left = min(corner_a[0], corner_b[0])
    right = max(corner_a[0], corner_b[0])
    bottom = min(corner_a[1], corner_b[1])
    top = max(corner_a[1], corner_b[1])
    if x < left or x > right:
        return False
    if y < bottom or y > top:
        return False
    return True


# tests
assert point_in_rect((1, 1), (0, 0), (2, 3)) is True
assert point_in_rect((0, 0), (0, 0), (2, 3)) is True
assert point_in_rect((2, 3), (2, 3), (0, 0)) is True
assert [point_in_rect(p, (0, 0), (2, 3)) for p in [(2, 1), (1, 3), (0, 2), (1, 0)]] == [True, True, True, True]
assert point_in_rect((3, 1), (0, 0), (2, 3)) is False
assert point_in_rect((-1, 1), (0, 0), (2, 3)) is False
assert point_in_rect((1, 4), (0, 0), (2, 3)) is False
assert point_in_rect((1, -1), (0, 0), (2, 3)) is False
assert point_in_rect((1, 2), (2, 0), (0, 3)) is True and point_in_rect((1, 3), (0, 4), (2, 6)) is False
assert point_in_rect((-3, -1), (-4, 0), (-2, -2)) is True
