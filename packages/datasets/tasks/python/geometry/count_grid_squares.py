# query: Count the squares of every size whose sides run along the lines of a grid of rows x cols unit
#   cells (a 2 x 2 grid holds four 1x1 squares and one 2x2 square). Returns 0 when either dimension is
#   below 1.
# entry_point: count_grid_squares
# example: count_grid_squares(2, 2) == 5
# example: count_grid_squares(1, 4) == 4

def count_grid_squares(rows, cols):
    smaller = rows if rows < cols else cols
    total = 0
    for size in range(1, smaller + 1):
        total += (rows - size + 1) * (cols - size + 1)
    return total


# tests
assert count_grid_squares(1, 1) == 1
assert count_grid_squares(3, 3) == 14
assert count_grid_squares(2, 3) == 8
assert count_grid_squares(3, 2) == 8
assert count_grid_squares(8, 8) == 204
assert count_grid_squares(4, 1) == 4
assert count_grid_squares(3, 5) == 26
assert count_grid_squares(0, 3) == 0 and count_grid_squares(3, 0) == 0
assert count_grid_squares(-1, -1) == 0
