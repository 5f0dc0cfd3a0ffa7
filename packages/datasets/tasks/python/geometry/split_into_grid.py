# query: Split a rectangle (x, y, width, height) into a grid of rows x columns cells listed row by row as
#   (x, y, width, height); cells get the floor of the even share and the last column and last row absorb
#   any leftover. A non-positive number of rows or columns yields an empty list.
# entry_point: split_into_grid
# example: split_into_grid((0, 0, 6, 4), 2, 1) == [(0, 0, 6, 2), (0, 2, 6, 2)]
# example: split_into_grid((0, 0, 5, 2), 1, 2) == [(0, 0, 2, 2), (2, 0, 3, 2)]

def split_into_grid(rect, rows, cols):
    x, y, width, height = rect
    if rows <= 0 or cols <= 0:
        return []
    cell_width = width // cols
    cell_height = height // rows
    cells = []
    for row in range(rows):
        for col in range(cols):
            left = x + col * cell_width
            top = y + row * cell_height
            w = cell_width
            h = cell_height
            if col == cols - 1:
                w = x + width - left
            if row == rows - 1:
                h = y + height - top
            cells.append((left, top, w, h))
    return cells


# tests
assert split_into_grid((0, 0, 4, 4), 2, 2) == [(0, 0, 2, 2), (2, 0, 2, 2), (0, 2, 2, 2), (2, 2, 2, 2)]
assert split_into_grid((10, 20, 7, 3), 1, 2) == [(10, 20, 3, 3), (13, 20, 4, 3)]
assert split_into_grid((0, 0, 5, 5), 0, 2) == []
assert split_into_grid((0, 0, 5, 5), 2, 0) == [] and split_into_grid((0, 0, 5, 5), -1, 2) == []
assert split_into_grid((0, 0, 6, 5), 1, 1) == [(0, 0, 6, 5)]
assert split_into_grid((1, 1, 3, 7), 3, 1) == [(1, 1, 3, 2), (1, 3, 3, 2), (1, 5, 3, 3)]
assert split_into_grid((0, 0, 10, 10), 1, 3) == [(0, 0, 3, 10), (3, 0, 3, 10), (6, 0, 4, 10)]
assert split_into_grid((-4, -2, 8, 4), 2, 2) == [(-4, -2, 4, 2), (0, -2, 4, 2), (-4, 0, 4, 2), (0, 0, 4, 2)]
assert split_into_grid((2, 3, 5, 5), 2, 2) == [(2, 3, 2, 2), (4, 3, 3, 2), (2, 5, 2, 3), (4, 5, 3, 3)]
