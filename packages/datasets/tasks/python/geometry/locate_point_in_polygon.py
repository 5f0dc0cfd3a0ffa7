# query: Classify a point relative to a simple polygon given by its vertices in order, returning "inside",
#   "outside", or "boundary" when the point lies on an edge or vertex.
# entry_point: locate_point_in_polygon
# example: locate_point_in_polygon((1, 1), [(0, 0), (3, 0), (3, 3), (0, 3)]) == "inside"
# example: locate_point_in_polygon((3, 1), [(0, 0), (3, 0), (3, 3), (0, 3)]) == "boundary"

def locate_point_in_polygon(point, polygon):
    x, y = point
    inside = False
    count = len(polygon)
    for index in range(count):
        x1, y1 = polygon[index]
        x2, y2 = polygon[(index + 1) % count]
        cross = (x2 - x1) * (y - y1) - (y2 - y1) * (x - x1)
        if cross == 0 and min(x1, x2) <= x <= max(x1, x2) and min(y1, y2) <= y <= max(y1, y2):
            return "boundary"
        if (y1 > y) != (y2 > y):
            crossing_x = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < crossing_x:
                inside = not inside
    if inside:
        return "inside"
    return "outside"


# tests
assert locate_point_in_polygon((2, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "inside"
assert locate_point_in_polygon((5, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "outside"
assert locate_point_in_polygon((4, 2), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "boundary"
assert locate_point_in_polygon((0, 0), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "boundary"
assert locate_point_in_polygon((2, 4), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "boundary"
assert locate_point_in_polygon((-1, 4), [(0, 0), (4, 0), (4, 4), (0, 4)]) == "outside"
assert locate_point_in_polygon((3, 4), [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)]) == "outside"
assert locate_point_in_polygon((1, 4), [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)]) == "inside"
assert locate_point_in_polygon((3, 3), [(0, 0), (6, 0), (3, 6)]) == "inside" and locate_point_in_polygon((1, 4), [(0, 0), (6, 0), (3, 6)]) == "outside"
assert locate_point_in_polygon((1, 2), [(0, 0), (6, 0), (3, 6)]) == "boundary" and locate_point_in_polygon((5, 1), [(0, 0), (6, 0), (3, 6)]) == "inside"
