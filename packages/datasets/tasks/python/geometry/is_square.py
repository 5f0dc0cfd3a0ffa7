# query: Decide whether four integer points, given in any order, are the corners of a square of positive
#   size (not necessarily axis-aligned). Any other number of points is not a square.
# entry_point: is_square
# example: is_square([(1, 1), (3, 1), (3, 3), (1, 3)]) == True
# example: is_square([(0, 0), (3, 0), (3, 3), (0, 2)]) == False

def is_square(points):
    if len(points) != 4:
        return False
    distances = []
    for i in range(4):
        for j in range(i + 1, 4):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            distances.append(dx * dx + dy * dy)
    distances.sort()
    side = distances[0]
    if side == 0:
        return False
    return distances[0] == distances[3] and distances[4] == distances[5] and distances[4] == 2 * side


# tests
assert is_square([(0, 0), (1, 0), (1, 1), (0, 1)]) is True
assert is_square([(0, 0), (1, 1), (1, 0), (0, 1)]) is True
assert is_square([(0, 0), (2, 1), (1, 3), (-1, 2)]) is True
assert is_square([(0, 0), (2, 0), (2, 1), (0, 1)]) is False
assert is_square([(0, 0), (2, 1), (4, 0), (2, -1)]) is False
assert is_square([(1, 1), (1, 1), (1, 1), (1, 1)]) is False
assert is_square([(0, 0), (1, 0), (1, 1)]) is False
assert is_square([(0, 0), (0, 0), (1, 1), (1, 1)]) is False
assert is_square([(0, 0), (1, 1), (0, 2), (-1, 1)]) is True
assert is_square([(0, 0), (3, 0), (3, 3), (0, 3), (1, 1)]) is False
