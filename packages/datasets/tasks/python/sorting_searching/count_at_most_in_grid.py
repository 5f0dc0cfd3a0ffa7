# query: Count the entries less than or equal to a target in a rectangular grid whose rows and columns are
#   each sorted in ascending order, walking a staircase from the bottom-left corner. An empty grid gives 0.
# entry_point: count_at_most_in_grid
# example: count_at_most_in_grid([[1, 2], [3, 4]], 3) == 3
# example: count_at_most_in_grid([[1, 5, 9], [2, 6, 10]], 5) == 3

def count_at_most_in_grid(grid, target):
    if not grid:
        return 0
    row = len(grid) - 1
    column = 0
    count = 0
    while row >= 0 and column < len(grid[0]):
        if grid[row][column] <= target:
            count += row + 1
            column += 1
        else:
            row -= 1
    return count


# tests
assert count_at_most_in_grid([[1, 3, 5], [2, 4, 6], [7, 8, 9]], 4) == 4
assert count_at_most_in_grid([[1, 3, 5], [2, 4, 6], [7, 8, 9]], 0) == 0
assert count_at_most_in_grid([[1, 3, 5], [2, 4, 6], [7, 8, 9]], 9) == 9
assert count_at_most_in_grid([[1, 3, 5], [2, 4, 6], [7, 8, 9]], 6) == 6
assert count_at_most_in_grid([], 3) == 0
assert count_at_most_in_grid([[5]], 5) == 1
assert count_at_most_in_grid([[1, 1], [1, 1]], 1) == 4
assert count_at_most_in_grid([[-3, 0, 2]], 0) == 2
assert count_at_most_in_grid([[1], [2], [3]], 2) == 2
