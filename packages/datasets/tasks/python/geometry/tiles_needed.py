# query: Return how many square tiles of a given side length are needed to cover a rectangular floor,
#   where tiles may be cut to fit at the edges but cut pieces are not reused. Returns None for a
#   non-positive tile size or negative floor dimensions.
# entry_point: tiles_needed
# example: tiles_needed(200, 100, 50) == 8
# example: tiles_needed(120, 60, 50) == 6

def tiles_needed(width, height, tile):
    if tile <= 0 or width < 0 or height < 0:
        return None
    across = width // tile
    if width % tile != 0:
        across += 1
    down = height // tile
    if height % tile != 0:
        down += 1
    return across * down


# tests
assert tiles_needed(100, 100, 50) == 4
assert tiles_needed(101, 100, 50) == 6
assert tiles_needed(100, 101, 50) == 6
assert tiles_needed(0, 100, 50) == 0 and tiles_needed(100, 0, 50) == 0
assert tiles_needed(30, 30, 50) == 1
assert tiles_needed(100, 100, 0) is None
assert tiles_needed(-1, 5, 5) is None and tiles_needed(5, -1, 5) is None
assert tiles_needed(250, 120, 25) == 50
assert tiles_needed(7, 3, 2) == 8
assert tiles_needed(10, 1, 3) == 4 and tiles_needed(3, 2, 1) == 6
