# query: Snap each coordinate of a point to the nearest multiple of a grid spacing, rounding exact halfway
#   values up (towards positive infinity), and return the snapped point as a tuple. Returns None for a
#   non-positive spacing.
# entry_point: snap_to_grid
# example: snap_to_grid((11, 19), 10) == (10, 20)
# example: snap_to_grid((3, 4), 2) == (4, 4)

def snap_to_grid(point, spacing):
    if spacing <= 0:
        return None
    snapped = []
    for value in point:
        lower = (value // spacing) * spacing
        if (value - lower) * 2 >= spacing:
            lower += spacing
        snapped.append(lower)
    return tuple(snapped)


# tests
assert snap_to_grid((7, 12), 5) == (5, 10)
assert snap_to_grid((8, 13), 5) == (10, 15)
assert snap_to_grid((7.5, 2.5), 5) == (10, 5)
assert snap_to_grid((-7, -8), 5) == (-5, -10)
assert snap_to_grid((-7.5, 0), 5) == (-5, 0)
assert snap_to_grid((0, 0), 3) == (0, 0)
assert snap_to_grid((1, 1), 0) is None and snap_to_grid((4, 5), -2) is None
assert snap_to_grid((10, -1), 10) == (10, 0) and snap_to_grid((2.4, -1.6), 1) == (2, -2)
assert snap_to_grid((4, 14, 26), 4) == (4, 16, 28)
