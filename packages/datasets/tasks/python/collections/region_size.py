# query: Count the cells in the region containing a position of a grid (list of rows): all cells
#   reachable through up/down/left/right steps between cells equal to the starting cell's value. A
#   position outside the grid gives 0.
# entry_point: region_size
# example: region_size([[1, 1], [0, 1]], 0, 0) == 3
# example: region_size([[1, 1], [0, 1]], 1, 0) == 1

def region_size(grid, row, col):
    if row < 0 or row >= len(grid) or col < 0 or col >= len(grid[row]):
        return 0
    target = grid[row][col]
    seen = {(row, col)}
    stack = [(row, col)]
    while stack:
        r, c = stack.pop()
        for nr, nc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= nr < len(grid) and 0 <= nc < len(grid[nr]) and (nr, nc) not in seen and grid[nr][nc] == target:
                seen.add((nr, nc))
                stack.append((nr, nc))
    return len(seen)


# tests
assert region_size([], 0, 0) == 0
assert region_size([[1, 2], [3, 4]], 1, -1) == 0
assert region_size([[1, 1, 1], [1, 1, 1]], 1, 2) == 6
assert region_size([[1, 0, 1], [1, 0, 1], [1, 1, 1]], 0, 2) == 7
assert region_size([[1, 0, 1], [1, 0, 1], [1, 1, 1]], 0, 1) == 2
assert (region_size([[5], [5]], 1, 0), region_size([[5, 5]], 0, 1), region_size([[5, 5]], 0, 0), region_size([[5], [5]], 0, 0)) == (2, 2, 2, 2)
assert region_size([["a", "a"], ["b", "a"]], 1, 1) == 3
assert region_size([[1, 2], [3, 4]], -1, 0) == 0
assert region_size([[1, 2], [3, 4]], 0, 2) == 0
assert region_size([[0, 0, 0, 9], [9, 9, 0, 9], [0, 0, 0, 9]], 2, 0) == 7
