# query: Return the largest squared Euclidean distance between any two points in a list of 2-D integer
#   points (the squared diameter of the set). Lists with fewer than two points give 0.
# entry_point: farthest_pair_squared
# example: farthest_pair_squared([(0, 0), (3, 4), (1, 1)]) == 25
# example: farthest_pair_squared([(5, 5)]) == 0

def farthest_pair_squared(points):
    best = 0
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            distance = dx * dx + dy * dy
            if distance > best:
                best = distance
    return best


# tests
assert farthest_pair_squared([]) == 0
assert farthest_pair_squared([(1, 2)]) == 0
assert farthest_pair_squared([(0, 0), (2, 0)]) == 4
assert farthest_pair_squared([(0, 0), (0, -3)]) == 9
assert farthest_pair_squared([(1, 1), (1, 1), (1, 1)]) == 0
assert farthest_pair_squared([(-2, -2), (0, 0), (2, 2)]) == 32
assert farthest_pair_squared([(0, 0), (1, 5), (6, 1), (2, 2)]) == 41
assert farthest_pair_squared([(5, 0), (0, 0), (0, 3)]) == 34
assert farthest_pair_squared([(3, 3), (0, 1), (1, 0), (4, 4)]) == 25
