# query: Given three consecutive vertices A, B, C of a parallelogram ABCD, return the fourth vertex D.
#   Returns None when the three points are collinear (no proper parallelogram).
# entry_point: parallelogram_fourth_vertex
# example: parallelogram_fourth_vertex((0, 0), (2, 0), (2, 2)) == (0, 2)
# example: parallelogram_fourth_vertex((0, 0), (1, 1), (2, 0)) == (1, -1)

def parallelogram_fourth_vertex(a, b, c):
    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross == 0:
        return None
    return (a[0] + c[0] - b[0], a[1] + c[1] - b[1])


# tests
assert parallelogram_fourth_vertex((0, 0), (4, 0), (5, 3)) == (1, 3)
assert parallelogram_fourth_vertex((1, 1), (3, 2), (4, 5)) == (2, 4)
assert parallelogram_fourth_vertex((4, 5), (3, 2), (1, 1)) == (2, 4)
assert parallelogram_fourth_vertex((-2, 0), (0, -3), (3, 1)) == (1, 4)
assert parallelogram_fourth_vertex((0, 0), (1, 1), (3, 3)) is None and parallelogram_fourth_vertex((1, 2), (3, 5), (5, 8)) is None
assert parallelogram_fourth_vertex((2, 0), (2, 5), (2, -1)) is None
assert parallelogram_fourth_vertex((0, 0), (0, 0), (1, 2)) is None and parallelogram_fourth_vertex((-1, 4), (1, 1), (5, -5)) is None
assert parallelogram_fourth_vertex((0, 0), (0, 3), (2, 3)) == (2, 0)
assert parallelogram_fourth_vertex((5, 1), (1, 2), (0, 7)) == (4, 6)
