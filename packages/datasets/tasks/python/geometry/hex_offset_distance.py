# query: Return the number of steps between two cells of a hexagonal grid with pointy-top hexagons in
#   "odd-r" offset coordinates (column, row), where odd rows are shifted half a cell to the right.
# entry_point: hex_offset_distance
# example: hex_offset_distance((0, 0), (2, 0)) == 2
# example: hex_offset_distance((1, 1), (1, 3)) == 2

def hex_offset_distance(a, b):
    def to_cube(cell):
        col, row = cell
        x = col - (row - (row & 1)) // 2
        z = row
        return x, -x - z, z

    ax, ay, az = to_cube(a)
    bx, by, bz = to_cube(b)
    return (abs(ax - bx) + abs(ay - by) + abs(az - bz)) // 2


# tests
assert hex_offset_distance((0, 0), (0, 0)) == 0
assert hex_offset_distance((0, 0), (1, 0)) == 1
assert hex_offset_distance((0, 0), (0, 1)) == 1
assert hex_offset_distance((0, 0), (-1, 1)) == 1
assert hex_offset_distance((0, 0), (1, 1)) == 2
assert hex_offset_distance((0, 0), (0, 2)) == 2
assert hex_offset_distance((0, 1), (1, 1)) == 1 and hex_offset_distance((0, 1), (1, 2)) == 1
assert hex_offset_distance((0, 0), (3, 3)) == 5
assert hex_offset_distance((2, -1), (2, 1)) == 2 and hex_offset_distance((3, -1), (0, 0)) == 4
assert hex_offset_distance((5, 4), (0, 0)) == 7
