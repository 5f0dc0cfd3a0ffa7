# query: Decide whether a point lies in a circular sector given by its center, radius and a start and end
#   angle in degrees, sweeping counterclockwise from start to end (wrapping past 360); boundaries count
#   as inside, the center is always inside, and equal start and end angles mean the full circle.
# entry_point: point_in_sector
# example: point_in_sector((0, 1), (0, 0), 2, 45, 135) == True
# example: point_in_sector((3, 0), (0, 0), 2, 0, 90) == False

def point_in_sector(point, center, radius, start, end):
    import math

    dx = point[0] - center[0]
    dy = point[1] - center[1]
    if dx * dx + dy * dy > radius * radius:
        return False
    if dx == 0 and dy == 0:
        return True
    sweep = (end - start) % 360
    if sweep == 0:
        return True
    angle = (math.degrees(math.atan2(dy, dx)) - start) % 360
    return angle <= sweep


# tests
assert point_in_sector((1, 1), (0, 0), 2, 0, 90) is True
assert point_in_sector((-1, 1), (0, 0), 2, 0, 90) is False
assert point_in_sector((7, 3), (5, 3), 2, 0, 90) is True
assert point_in_sector((5, 5), (5, 3), 2, 0, 90) is True
assert point_in_sector((5, 6), (5, 3), 2, 0, 90) is False
assert point_in_sector((1, -1), (0, 0), 2, 270, 45) is True and point_in_sector((-1, -1), (0, 0), 2, 270, 45) is False
assert point_in_sector((1, 1), (0, 0), 2, 270, 45) is True and point_in_sector((1, 1), (0, 0), 2, 270, 44) is False
assert point_in_sector((0, 0), (0, 0), 1, 10, 20) is True
assert point_in_sector((-1, 0), (0, 0), 1, 30, 30) is True and point_in_sector((0, -1), (0, 0), 1, 30, 390) is True
assert point_in_sector((6, 5), (5, 5), 1, 90, 180) is False and point_in_sector((4, 5), (5, 5), 1, 90, 180) is True
