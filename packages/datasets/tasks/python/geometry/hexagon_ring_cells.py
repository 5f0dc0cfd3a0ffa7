# query: Return the number of hex cells at exactly distance k from a centre cell on a hexagonal grid
#   and the total number of cells within distance k, as (ring, total). k = 0 gives (1, 1); a negative
#   k gives (0, 0).
# entry_point: hexagon_ring_cells
# example: hexagon_ring_cells(1) == (6, 7)
# example: hexagon_ring_cells(2) == (12, 19)

def hexagon_ring_cells(k):
    if k < 0:
        return (0, 0)
    if k == 0:
        return (1, 1)
    total = 1
    for radius in range(1, k + 1):
        total += 6 * radius
    return (6 * k, total)


# tests
assert hexagon_ring_cells(0) == (1, 1)
assert hexagon_ring_cells(3) == (18, 37)
assert hexagon_ring_cells(4) == (24, 61)
assert hexagon_ring_cells(10) == (60, 331)
assert hexagon_ring_cells(-1) == (0, 0)
assert hexagon_ring_cells(-7) == (0, 0)
assert hexagon_ring_cells(5) == (30, 91)
assert hexagon_ring_cells(100) == (600, 30301)
