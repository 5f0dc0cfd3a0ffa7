# query: Return the axis-aligned bounding box (xmin, ymin, xmax, ymax) that encloses every circle in a list
#   of (cx, cy, r) circles. Circles with a negative radius are ignored; returns None when no circle
#   remains.
# entry_point: circles_bounding_box
# example: circles_bounding_box([(0, 0, 1)]) == (-1, -1, 1, 1)
# example: circles_bounding_box([(0, 0, 1), (5, 0, 2)]) == (-1, -2, 7, 2)

def circles_bounding_box(circles):
    box = None
    for cx, cy, r in circles:
        if r < 0:
            continue
        left, bottom, right, top = cx - r, cy - r, cx + r, cy + r
        if box is None:
            box = [left, bottom, right, top]
            continue
        box[0] = min(box[0], left)
        box[1] = min(box[1], bottom)
        box[2] = max(box[2], right)
        box[3] = max(box[3], top)
    return tuple(box) if box is not None else None


# tests
assert circles_bounding_box([]) is None
assert circles_bounding_box([(1, 1, -1)]) is None
assert circles_bounding_box([(2, 3, 1)]) == (1, 2, 3, 4)
assert circles_bounding_box([(2, 3, 0)]) == (2, 3, 2, 3) and circles_bounding_box([(0, 0, 1), (5, -5, 1)]) == (-1, -6, 6, 1)
assert circles_bounding_box([(0, 0, 2), (1, 1, 1)]) == (-2, -2, 2, 2)
assert circles_bounding_box([(1, 1, 1), (0, 0, 2)]) == (-2, -2, 2, 2)
assert circles_bounding_box([(-5, 2, 1), (4, -3, 2), (0, 9, 1)]) == (-6, -5, 6, 10)
assert circles_bounding_box([(0, 0, 1), (100, 100, -5)]) == (-1, -1, 1, 1)
assert circles_bounding_box([(0, 0, 1), (3, 0, 1), (0, 3, 1)]) == (-1, -1, 4, 4)
