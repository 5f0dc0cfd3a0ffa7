# query: Intersect two axis-aligned rectangles given as (left, bottom, right, top) and return the
#   overlapping rectangle in the same form, or None when they do not overlap with positive area
#   (rectangles that only share an edge or corner do not overlap).
# entry_point: rect_intersection
# example: rect_intersection((0, 0, 5, 5), (3, 3, 8, 8)) == (3, 3, 5, 5)
# example: rect_intersection((1, 1, 4, 6), (2, 0, 3, 8)) == (2, 1, 3, 6)

def rect_intersection(first, second):
    left = max(first[0], second[0])
    bottom = max(first[1], second[1])
    right = min(first[2], second[2])
    top = min(first[3], second[3])
    if left >= right or bottom >= top:
        return None
    return (left, bottom, right, top)


# tests
assert rect_intersection((0, 0, 4, 4), (2, 2, 6, 6)) == (2, 2, 4, 4)
assert rect_intersection((1, 2, 7, 5), (3, -1, 9, 4)) == (3, 2, 7, 4)
assert rect_intersection((3, -1, 9, 4), (1, 2, 7, 5)) == (3, 2, 7, 4)
assert rect_intersection((0, 0, 4, 4), (4, 0, 8, 4)) is None
assert rect_intersection((0, 0, 4, 4), (0, 4, 4, 8)) is None
assert rect_intersection((0, 0, 4, 4), (5, 5, 6, 6)) is None
assert rect_intersection((-3, -3, 1, 1), (-1, -5, 3, 0)) == (-1, -3, 1, 0)
assert rect_intersection((0, 0, 10, 2), (3, -1, 5, 5)) == (3, 0, 5, 2)
assert rect_intersection((2, 5, 9, 8), (4, 1, 6, 20)) == (4, 5, 6, 8)
assert rect_intersection((0, 0, 3, 9), (1, 10, 2, 12)) is None
