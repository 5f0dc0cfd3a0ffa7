# query: Count every axis-aligned rectangle (of any size, squares included) whose corners lie on the
#   lines of a grid of rows x cols unit cells. Returns 0 when either dimension is below 1.
# entry_point: count_grid_rectangles
# example: count_grid_rectangles(1, 2) == 3
# example: count_grid_rectangles(2, 2) == 9

def count_grid_rectangles(rows, cols):
    horizontal = 0
    for height in range(1, rows + 1):
        horizontal += rows - height + 1
    vertical = 0
    for width in range(1, cols + 1):
        vertical += cols - width + 1
    return horizontal * vertical


# tests
assert count_grid_rectangles(1, 1) == 1
assert count_grid_rectangles(1, 3) == 6
assert count_grid_rectangles(3, 1) == 6
assert count_grid_rectangles(2, 3) == 18
assert count_grid_rectangles(3, 3) == 36
assert count_grid_rectangles(4, 5) == 150
assert count_grid_rectangles(0, 5) == 0 and count_grid_rectangles(5, 0) == 0
assert count_grid_rectangles(-2, 3) == 0 and count_grid_rectangles(3, -2) == 0
assert count_grid_rectangles(8, 8) == 1296
