# query: Return the centroid (center of mass) of a simple polygon given by its vertices in order, as an
#   (x, y) pair of floats. Returns None when the polygon has zero area (including empty input).
# entry_point: polygon_centroid
# example: polygon_centroid([(0, 0), (4, 0), (4, 4), (0, 4)]) == (2, 2)
# example: polygon_centroid([(0, 0), (3, 0), (0, 3)]) == (1, 1)

def polygon_centroid(points):
    count = len(points)
    twice_area = 0
    sum_x = 0
    sum_y = 0
    for index in range(count):
        x1, y1 = points[index]
        x2, y2 = points[(index + 1) % count]
        cross = x1 * y2 - x2 * y1
        twice_area += cross
        sum_x += (x1 + x2) * cross
        sum_y += (y1 + y2) * cross
    if twice_area == 0:
        return None
    return (sum_x / (3 * twice_area), sum_y / (3 * twice_area))


# tests
assert polygon_centroid([(0, 0), (2, 0), (2, 2), (0, 2)]) == (1, 1)
assert polygon_centroid([(0, 0), (4, 0), (4, 2), (0, 2)]) == (2, 1)
assert polygon_centroid([(0, 0), (0, 2), (4, 2), (4, 0)]) == (2, 1)
assert polygon_centroid([(0, 0), (6, 0), (0, 3)]) == (2, 1)
assert polygon_centroid([(0, 0), (1, 1), (2, 2)]) is None
assert polygon_centroid([]) is None
assert tuple(round(v, 4) for v in polygon_centroid([(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)])) == (0.8333, 0.8333)
assert polygon_centroid([(1, 1), (3, 1), (3, 3), (1, 3)]) == (2, 2)
assert polygon_centroid([(-6, -3), (0, -3), (-6, 0)]) == (-4, -2)
