# query: Return the centroid (mean x, mean y) of a list of 2-D points, rounded to 3 decimals. Returns
#   None for an empty list.
# entry_point: points_centroid
# example: points_centroid([(0, 0), (4, 0), (4, 4), (0, 4)]) == (2.0, 2.0)
# example: points_centroid([(1, 2)]) == (1.0, 2.0)

def points_centroid(points):
    if not points:
        return None
    total_x = 0
    total_y = 0
    for x, y in points:
        total_x += x
        total_y += y
    count = len(points)
    return (round(total_x / count, 3), round(total_y / count, 3))


# tests
assert points_centroid([]) is None
assert points_centroid([(3, 5)]) == (3.0, 5.0)
assert points_centroid([(0, 0), (2, 4)]) == (1.0, 2.0)
assert points_centroid([(0, 0), (1, 0), (0, 1)]) == (0.333, 0.333)
assert points_centroid([(-2, 3), (2, -3)]) == (0.0, 0.0)
assert points_centroid([(1, 1), (1, 1), (4, 7)]) == (2.0, 3.0)
assert points_centroid([(10, 0), (0, 20), (5, 5), (1, 3)]) == (4.0, 7.0)
assert points_centroid([(0.5, 1.5), (1.5, 2.5)]) == (1.0, 2.0)
assert points_centroid([(2, 0), (0, 0), (0, 1)]) == (0.667, 0.333)
