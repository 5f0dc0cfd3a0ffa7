# query: Count the points with integer coordinates lying on the closed segment between two integer points,
#   endpoints included (a zero-length segment contains one such point).
# entry_point: lattice_points_on_segment
# example: lattice_points_on_segment((0, 0), (6, 3)) == 4
# example: lattice_points_on_segment((1, 2), (1, 5)) == 4

def lattice_points_on_segment(start, end):
    dx = abs(end[0] - start[0])
    dy = abs(end[1] - start[1])
    while dy:
        dx, dy = dy, dx % dy
    return dx + 1


# tests
assert lattice_points_on_segment((0, 0), (4, 2)) == 3
assert lattice_points_on_segment((0, 0), (0, 0)) == 1
assert lattice_points_on_segment((0, 0), (5, 0)) == 6
assert lattice_points_on_segment((0, 0), (0, -3)) == 4
assert lattice_points_on_segment((1, 1), (4, 5)) == 2
assert lattice_points_on_segment((-2, -2), (4, 4)) == 7
assert lattice_points_on_segment((3, 7), (-3, -1)) == 3
assert lattice_points_on_segment((0, 0), (12, 18)) == 7
assert lattice_points_on_segment((2, 0), (0, 6)) == 3
assert lattice_points_on_segment((5, 0), (5, 4)) == 5
