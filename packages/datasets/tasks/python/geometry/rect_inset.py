# query: Shrink an axis-aligned rectangle (x, y, width, height) by a margin on every side (a negative
#   margin grows it) and return the new rectangle. If the margin eats the whole width or height, that
#   side collapses to 0 centred on the original centre.
# entry_point: rect_inset
# example: rect_inset((0, 0, 10, 10), 2) == (2, 2, 6, 6)
# example: rect_inset((0, 0, 4, 4), -1) == (-1, -1, 6, 6)

def rect_inset(rect, margin):
    x, y, width, height = rect
    new_width = width - 2 * margin
    new_height = height - 2 * margin
    if new_width < 0:
        x = x + width / 2
        new_width = 0
    else:
        x = x + margin
    if new_height < 0:
        y = y + height / 2
        new_height = 0
    else:
        y = y + margin
    return (x, y, new_width, new_height)


# tests
assert rect_inset((1, 2, 8, 6), 1) == (2, 3, 6, 4) and rect_inset((1, 2, 8, 6), 0) == (1, 2, 8, 6)
assert rect_inset((0, 0, 8, 6), 3) == (3, 3, 2, 0)
assert rect_inset((0, 0, 8, 6), 4) == (4, 3.0, 0, 0)
assert rect_inset((0, 0, 8, 6), 5) == (4.0, 3.0, 0, 0)
assert rect_inset((0, 0, 6, 8), 3.5) == (3.0, 3.5, 0, 1.0)
assert rect_inset((-4, -4, 2, 2), -2) == (-6, -6, 6, 6)
assert rect_inset((10, 20, 4, 100), 3) == (12.0, 23, 0, 94)
assert rect_inset((5, 5, 3, 3), 1.5) == (6.5, 6.5, 0.0, 0.0)
assert rect_inset((0, 0, 3, 4), 2) == (1.5, 2, 0, 0) and rect_inset((0, 0, 4, 3), 2) == (2, 1.5, 0, 0)
assert rect_inset((0, 0, 3, 8), 1.25) == (1.25, 1.25, 0.5, 5.5) and rect_inset((0, 0, 8, 2.5), 1) == (1, 1, 6, 0.5) and rect_inset((0, 0, 8, 3), 1.75) == (1.75, 1.5, 4.5, 0)
