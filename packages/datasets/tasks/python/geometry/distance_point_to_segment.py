# query: Return the shortest Euclidean distance from a point to the closed line segment between two
#   endpoints; when the endpoints coincide, it is the distance to that single point.
# entry_point: distance_point_to_segment
# example: distance_point_to_segment((3, 4), (0, 0), (6, 0)) == 4
# example: distance_point_to_segment((9, 4), (0, 0), (6, 0)) == 5

def distance_point_to_segment(point, start, end):
    import math

    dx = end[0] - start[0]
    dy = end[1] - start[1]
    length_sq = dx * dx + dy * dy
    if length_sq == 0:
        return math.hypot(point[0] - start[0], point[1] - start[1])
    t = ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length_sq
    if t < 0:
        t = 0
    if t > 1:
        t = 1
    closest_x = start[0] + t * dx
    closest_y = start[1] + t * dy
    return math.hypot(point[0] - closest_x, point[1] - closest_y)


# tests
assert distance_point_to_segment((0, 5), (-5, 0), (5, 0)) == 5
assert distance_point_to_segment((8, 4), (0, 0), (5, 0)) == 5
assert distance_point_to_segment((-3, 4), (0, 0), (5, 0)) == 5
assert distance_point_to_segment((2, 2), (0, 0), (4, 4)) == 0
assert distance_point_to_segment((1, 2), (4, 6), (4, 6)) == 5
assert round(distance_point_to_segment((0, 2), (0, 0), (2, 2)), 3) == 1.414
assert round(distance_point_to_segment((5, 0), (0, 0), (4, 3)), 6) == 3
assert distance_point_to_segment((3, 4), (3, 4), (9, 9)) == 0
assert round(distance_point_to_segment((8, 1), (2, 1), (5, 5)), 6) == 4.8
