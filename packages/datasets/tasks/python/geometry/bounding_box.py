# query: Return the smallest axis-aligned box containing all the given (x, y) points as
#   (min_x, min_y, max_x, max_y), or None for an empty list.
# entry_point: bounding_box
# example: bounding_box([(2, 3), (5, 1), (4, 6)]) == (2, 1, 5, 6)
# example: bounding_box([(0, 0), (-3, 2)]) == (-3, 0, 0, 2)

def bounding_box(points):
    if not points:
        return None
    min_x = max_x = points[0][0]
    min_y = max_y = points[0][1]
    for x, y in points[1:]:
        if x < min_x:
            min_x = x
        if x > max_x:
            max_x = x
        if y < min_y:
            min_y = y
        if y > max_y:
            max_y = y
    return (min_x, min_y, max_x, max_y)


# tests
assert bounding_box([]) is None
assert bounding_box([(3, 4)]) == (3, 4, 3, 4)
assert bounding_box([(1, 5), (-2, 3), (4, -1)]) == (-2, -1, 4, 5)
assert bounding_box([(0, 0), (0, 0)]) == (0, 0, 0, 0)
assert bounding_box([(5, 1), (2, 2), (3, 9)]) == (2, 1, 5, 9)
assert bounding_box([(-1, -1), (-5, -7)]) == (-5, -7, -1, -1)
assert bounding_box([(1, 2), (3, 4)]) == (1, 2, 3, 4)
assert bounding_box([(4, 8), (6, 2), (5, 5)]) == (4, 2, 6, 8)
