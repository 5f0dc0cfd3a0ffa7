# query: Return the intersection-over-union of two axis-aligned boxes given as (x1, y1, x2, y2) corner
#   tuples, rounded to 4 decimals. Boxes that do not overlap (or only touch) give 0.0, and two boxes
#   with zero total area give 0.0 as well.
# entry_point: box_iou
# example: box_iou((0, 0, 2, 2), (1, 1, 3, 3)) == 0.1429
# example: box_iou((0, 0, 4, 4), (0, 0, 4, 4)) == 1.0

def box_iou(first, second):
    left = max(first[0], second[0])
    top = max(first[1], second[1])
    right = min(first[2], second[2])
    bottom = min(first[3], second[3])
    overlap = 0
    if right > left and bottom > top:
        overlap = (right - left) * (bottom - top)
    area_first = (first[2] - first[0]) * (first[3] - first[1])
    area_second = (second[2] - second[0]) * (second[3] - second[1])
    union = area_first + area_second - overlap
    if union <= 0:
        return 0.0
    return round(overlap / union, 4)


# tests
assert box_iou((0, 0, 10, 10), (5, 5, 15, 15)) == 0.1429
assert box_iou((0, 0, 10, 10), (0, 0, 10, 5)) == 0.5
assert box_iou((0, 0, 2, 2), (2, 0, 4, 2)) == 0.0
assert box_iou((0, 0, 2, 2), (5, 5, 6, 6)) == 0.0
assert box_iou((1, 1, 1, 1), (1, 1, 1, 1)) == 0.0
assert box_iou((0, 0, 4, 2), (1, -1, 3, 5)) == 0.25
assert box_iou((2, 3, 6, 9), (2, 3, 6, 9)) == 1.0 and box_iou((5, 5, 6, 6), (5, 5, 6, 6)) == 1.0
assert box_iou((-4, -4, 0, 0), (-2, -3, 2, 1)) == 0.2308
assert box_iou((0, 0, 4, 4), (1, 6, 3, 8)) == 0.0 and box_iou((2, 0, 6, 4), (0, 1, 4, 3)) == 0.2
