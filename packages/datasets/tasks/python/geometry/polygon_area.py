# query: Compute the area of a simple polygon given its vertices in order (clockwise or counterclockwise).
#   Fewer than three vertices give an area of 0.
# entry_point: polygon_area
# example: polygon_area([(0, 0), (5, 0), (5, 2), (0, 2)]) == 10
# example: polygon_area([(0, 0), (4, 0), (0, 3)]) == 6

def polygon_area(points):
    count = len(points)
    twice = 0
    for index in range(count):
        x1, y1 = points[index]
        x2, y2 = points[(index + 1) % count]
        twice += x1 * y2 - x2 * y1
    return abs(twice) / 2


# tests
assert polygon_area([(0, 0), (4, 0), (4, 4), (0, 4)]) == 16
assert polygon_area([(0, 0), (0, 4), (4, 4), (4, 0)]) == 16
assert polygon_area([(0, 0), (3, 0), (0, 1)]) == 1.5
assert polygon_area([]) == 0
assert polygon_area([(1, 1), (5, 5)]) == 0
assert polygon_area([(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]) == 3
assert polygon_area([(0, 0), (1, 1), (2, 2)]) == 0
assert polygon_area([(-1, -1), (1, -1), (1, 1), (-1, 1)]) == 4
assert polygon_area([(2, 3), (5, 3), (2, 7)]) == 6
