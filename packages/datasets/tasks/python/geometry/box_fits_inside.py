# query: Decide whether a rectangular box (a tuple of side lengths) fits inside a container of the same
#   dimensionality when the box may be rotated so that its sides stay parallel to the container's;
#   equal sides fit. Boxes and containers with different numbers of dimensions never fit.
# entry_point: box_fits_inside
# example: box_fits_inside((3, 5, 1), (4, 4, 6)) == True
# example: box_fits_inside((5, 5), (4, 10)) == False

def box_fits_inside(box, container):
    if len(box) != len(container):
        return False
    inner = sorted(box)
    outer = sorted(container)
    for index in range(len(inner)):
        if inner[index] > outer[index]:
            return False
    return True


# tests
assert box_fits_inside((2, 3, 4), (4, 3, 2)) is True
assert box_fits_inside((1, 5, 1), (2, 2, 6)) is True
assert box_fits_inside((1, 7, 1), (2, 2, 6)) is False
assert box_fits_inside((3, 3, 3), (3, 3, 2)) is False
assert box_fits_inside((5, 1), (2, 6)) is True
assert box_fits_inside((2, 2), (2, 2, 2)) is False
assert box_fits_inside((), ()) is True
assert box_fits_inside((4, 4, 4), (5, 3, 9)) is False
assert box_fits_inside((1, 2, 3), (3, 3, 3)) is True
assert box_fits_inside((2, 9, 2), (1, 10, 10)) is False
