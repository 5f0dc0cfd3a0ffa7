# query: List the cells adjacent to (row, col) on a rows x cols grid, including diagonals, in row-major
#   order and without leaving the grid. A cell outside the grid has no neighbours.
# entry_point: king_neighbors
# example: king_neighbors(0, 0, 2, 2) == [(0, 1), (1, 0), (1, 1)]
# example: king_neighbors(5, 5, 3, 3) == []

def king_neighbors(row, col, rows, cols):
    if row < 0 or col < 0 or row >= rows or col >= cols:
        return []
    result = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if dr == 0 and dc == 0:
                continue
            r = row + dr
            c = col + dc
            if 0 <= r < rows and 0 <= c < cols:
                result.append((r, c))
    return result


# tests
assert king_neighbors(1, 1, 3, 3) == [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)]
assert king_neighbors(2, 2, 3, 3) == [(1, 1), (1, 2), (2, 1)]
assert king_neighbors(0, 2, 3, 4) == [(0, 1), (0, 3), (1, 1), (1, 2), (1, 3)]
assert king_neighbors(0, 0, 1, 1) == []
assert king_neighbors(0, 0, 1, 3) == [(0, 1)]
assert king_neighbors(3, 0, 4, 2) == [(2, 0), (2, 1), (3, 1)]
assert king_neighbors(-1, 0, 3, 3) == [] and king_neighbors(0, -1, 3, 3) == []
assert king_neighbors(3, 0, 3, 3) == [] and king_neighbors(0, 3, 3, 3) == []
assert king_neighbors(1, 0, 3, 1) == [(0, 0), (2, 0)]
