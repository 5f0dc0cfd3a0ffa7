# query: Return the centroid and the area of a triangle from its three (x, y) vertices as
#   ((gx, gy), area), with the centroid coordinates rounded to 3 decimals and the area always positive.
#   Collinear vertices give None.
# entry_point: triangle_centroid_and_area
# example: triangle_centroid_and_area((0, 0), (6, 0), (0, 3)) == ((2.0, 1.0), 9.0)
# example: triangle_centroid_and_area((0, 0), (1, 1), (3, 3)) == None

def triangle_centroid_and_area(a, b, c):
    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross == 0:
        return None
    gx = (a[0] + b[0] + c[0]) / 3
    gy = (a[1] + b[1] + c[1]) / 3
    return ((round(gx, 3), round(gy, 3)), abs(cross) / 2)


# tests
assert triangle_centroid_and_area((0, 0), (3, 0), (0, 3)) == ((1.0, 1.0), 4.5)
assert triangle_centroid_and_area((0, 3), (3, 0), (0, 0)) == ((1.0, 1.0), 4.5)
assert triangle_centroid_and_area((1, 1), (2, 4), (6, 2)) == ((3.0, 2.333), 7.0)
assert triangle_centroid_and_area((-2, -1), (4, 3), (1, 5)) == ((1.0, 2.333), 12.0)
assert triangle_centroid_and_area((2, 3), (2, 3), (5, 5)) is None
assert triangle_centroid_and_area((1, 2), (3, 6), (4, 8)) is None
assert triangle_centroid_and_area((5, 1), (5, 7), (5, -3)) is None
assert triangle_centroid_and_area((0, 0), (1, 0), (0, 1)) == ((0.333, 0.333), 0.5)
assert triangle_centroid_and_area((3, 2), (7, 5), (4, 9)) == ((4.667, 5.333), 12.5)
