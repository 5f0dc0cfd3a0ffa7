# query: Convert a list of bounding boxes from corner form (x1, y1, x2, y2) to centre form
#   (cx, cy, width, height), accepting corners in either order. Boxes are returned in input order.
# entry_point: box_to_center_format
# example: box_to_center_format([(0, 0, 4, 2)]) == [(2.0, 1.0, 4, 2)]
# example: box_to_center_format([(10, 10, 20, 30)]) == [(15.0, 20.0, 10, 20)]

def box_to_center_format(boxes):
    converted = []
    for x1, y1, x2, y2 in boxes:
        left, right = min(x1, x2), max(x1, x2)
        top, bottom = min(y1, y2), max(y1, y2)
        width = right - left
        height = bottom - top
        converted.append((left + width / 2, top + height / 2, width, height))
    return converted


# tests
assert box_to_center_format([]) == []
assert box_to_center_format([(0, 0, 2, 2)]) == [(1.0, 1.0, 2, 2)]
assert box_to_center_format([(1, 2, 5, 8)]) == [(3.0, 5.0, 4, 6)]
assert box_to_center_format([(5, 8, 1, 2)]) == [(3.0, 5.0, 4, 6)]
assert box_to_center_format([(5, 2, 1, 8)]) == [(3.0, 5.0, 4, 6)]
assert box_to_center_format([(-4, -2, 0, 0), (3, 3, 3, 3)]) == [(-2.0, -1.0, 4, 2), (3.0, 3.0, 0, 0)]
assert box_to_center_format([(0, 1, 3, 2)]) == [(1.5, 1.5, 3, 1)]
assert box_to_center_format([(2, 9, 7, 4)]) == [(4.5, 6.5, 5, 5)]
