# query: Return the (row, column) of the square grid cell of a given size that contains point (x, y), with
#   cell (0, 0) covering [0, size) in both axes; points on a line between cells belong to the higher
#   cell and negative coordinates give negative indices. Returns None for a non-positive size.
# entry_point: cell_of_point
# example: cell_of_point((25, 5), 10) == (0, 2)
# example: cell_of_point((-1, -1), 10) == (-1, -1)

def cell_of_point(point, size):
    if size <= 0:
        return None
    column = point[0] // size
    row = point[1] // size
    return (row, column)


# tests
assert cell_of_point((0, 0), 5) == (0, 0)
assert cell_of_point((4.99, 4.99), 5) == (0, 0)
assert cell_of_point((5, 0), 5) == (0, 1)
assert cell_of_point((0, 5), 5) == (1, 0)
assert cell_of_point((12, 31), 5) == (6, 2)
assert cell_of_point((-0.5, 7), 5) == (1, -1)
assert cell_of_point((-5, -5.01), 5) == (-2, -1)
assert cell_of_point((2.5, -0.5), 1) == (-1, 2)
assert cell_of_point((3, 3), 0) is None and cell_of_point((3, 3), -2) is None
assert cell_of_point((7, 2), 1.5) == (1, 4)
