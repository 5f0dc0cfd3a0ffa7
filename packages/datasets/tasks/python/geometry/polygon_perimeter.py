# query: Return the perimeter of a closed polygon given as a list of (x, y) vertices (the last vertex joins
#   back to the first), rounded to 3 decimals. Fewer than two vertices give 0.0; two vertices count the
#   segment there and back.
# entry_point: polygon_perimeter
# example: polygon_perimeter([(0, 0), (1, 0), (1, 1), (0, 1)]) == 4.0
# example: polygon_perimeter([(0, 0), (0, 2)]) == 4.0

def polygon_perimeter(vertices):
    import math

    count = len(vertices)
    total = 0.0
    for index in range(count):
        x1, y1 = vertices[index]
        x2, y2 = vertices[(index + 1) % count]
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 3)


# tests
assert polygon_perimeter([]) == 0.0
assert polygon_perimeter([(3, 3)]) == 0.0
assert polygon_perimeter([(0, 0), (3, 4)]) == 10.0
assert polygon_perimeter([(0, 0), (3, 0), (0, 4)]) == 12.0
assert polygon_perimeter([(0, 0), (2, 0), (2, 3), (0, 3)]) == 10.0
assert polygon_perimeter([(0, 0), (1, 1), (2, 0)]) == 4.828
assert polygon_perimeter([(-1, -1), (1, -1), (1, 1), (-1, 1)]) == 8.0
assert polygon_perimeter([(0, 0), (5, 0), (5, 5), (0, 5), (0, 1)]) == 20.0
assert polygon_perimeter([(1, 2), (4, 6), (1, 6)]) == 12.0
