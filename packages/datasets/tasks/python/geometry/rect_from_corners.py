# query: Build the axis-aligned rectangle spanned by two opposite corner points given in any order and
#   return it as (left, bottom, width, height). Corners on the same vertical or horizontal line give a
#   rectangle with zero width or height.
# entry_point: rect_from_corners
# example: rect_from_corners((1, 1), (4, 3)) == (1, 1, 3, 2)
# example: rect_from_corners((5, 0), (2, 6)) == (2, 0, 3, 6)

def rect_from_corners(first, second):
    left = first[0]
    right = second[0]
    if right < left:
        left, right = right, left
    bottom = first[1]
    top = second[1]
    if top < bottom:
        bottom, top = top, bottom
    return (left, bottom, right - left, top - bottom)


# tests
assert rect_from_corners((0, 0), (2, 5)) == (0, 0, 2, 5)
assert rect_from_corners((2, 5), (0, 0)) == (0, 0, 2, 5)
assert rect_from_corners((3, -1), (-2, 4)) == (-2, -1, 5, 5)
assert rect_from_corners((-2, 4), (3, -1)) == (-2, -1, 5, 5)
assert rect_from_corners((7, 1), (7, 9)) == (7, 1, 0, 8)
assert rect_from_corners((1, 3), (6, 3)) == (1, 3, 5, 0)
assert rect_from_corners((4, 4), (4, 4)) == (4, 4, 0, 0)
assert rect_from_corners((9, 2), (1, 8)) == (1, 2, 8, 6)
assert rect_from_corners((1.5, 7), (0.5, 2)) == (0.5, 2, 1.0, 5)
