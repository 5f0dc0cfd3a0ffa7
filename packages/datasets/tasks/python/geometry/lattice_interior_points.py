# query: Count the lattice points strictly inside a simple polygon whose vertices all have integer
#   coordinates (given in order, either direction). Polygons with fewer than three vertices contain none.
# entry_point: lattice_interior_points
# example: lattice_interior_points([(0, 0), (3, 0), (3, 3), (0, 3)]) == 4
# example: lattice_interior_points([(0, 0), (4, 0), (0, 4)]) == 3

def lattice_interior_points(vertices):
    import math

    count = len(vertices)
    if count < 3:
        return 0
    twice_area = 0
    boundary = 0
    for index in range(count):
        x1, y1 = vertices[index]
        x2, y2 = vertices[(index + 1) % count]
        twice_area += x1 * y2 - x2 * y1
        boundary += math.gcd(abs(x2 - x1), abs(y2 - y1))
    return (abs(twice_area) - boundary) // 2 + 1


# tests
assert lattice_interior_points([(0, 0), (2, 0), (2, 2), (0, 2)]) == 1
assert lattice_interior_points([(0, 0), (0, 5), (5, 5), (5, 0)]) == 16
assert lattice_interior_points([(0, 0), (1, 0), (0, 1)]) == 0
assert lattice_interior_points([(0, 0), (6, 0), (0, 6)]) == 10
assert lattice_interior_points([(0, 0), (5, 0), (0, 3)]) == 4
assert lattice_interior_points([(1, 1), (4, 1)]) == 0
assert lattice_interior_points([]) == 0
assert lattice_interior_points([(-2, -2), (2, -2), (2, 2), (-2, 2)]) == 9
assert lattice_interior_points([(0, 0), (4, 0), (4, 2), (2, 4), (0, 2)]) == 7
