# query: Decide whether a straight stick of a given length fits inside a closed box of width x height x
#   depth, where it may lie along the space diagonal. A stick exactly as long as the diagonal fits, and
#   a box with any non-positive dimension holds nothing.
# entry_point: stick_fits_in_box
# example: stick_fits_in_box(3, (1, 2, 2)) == True
# example: stick_fits_in_box(10, (2, 2, 2)) == False

def stick_fits_in_box(length, box):
    width, height, depth = box
    if width <= 0 or height <= 0 or depth <= 0:
        return False
    diagonal_sq = width * width + height * height + depth * depth
    return length * length <= diagonal_sq


# tests
assert stick_fits_in_box(7, (2, 3, 6)) is True
assert stick_fits_in_box(7.01, (2, 3, 6)) is False
assert stick_fits_in_box(6.5, (6, 3, 2)) is True
assert stick_fits_in_box(13, (3, 4, 12)) is True and stick_fits_in_box(14, (3, 4, 12)) is False
assert stick_fits_in_box(9, (9, 1, 1)) is True
assert stick_fits_in_box(1, (0, 5, 5)) is False
assert stick_fits_in_box(1, (5, 0, 5)) is False and stick_fits_in_box(1, (5, 5, -1)) is False
assert stick_fits_in_box(1, (1, 1, 0)) is False
assert stick_fits_in_box(11, (1, 1, 11)) is True and stick_fits_in_box(11.1, (1, 1, 11)) is False
