# query: Pack rectangles (width, height) left to right onto shelves of a strip with a fixed width, in the
#   given order: when the next rectangle does not fit on the current shelf a new shelf starts above it,
#   and each shelf is as tall as its tallest rectangle. Return the total height used, or None if any
#   rectangle is wider than the strip.
# entry_point: shelf_pack_height
# example: shelf_pack_height([(5, 2), (5, 3)], 10) == 3
# example: shelf_pack_height([(6, 2), (6, 3)], 10) == 5

def shelf_pack_height(rectangles, strip_width):
    total = 0
    shelf_height = 0
    used = 0
    for width, height in rectangles:
        if width > strip_width:
            return None
        if used + width > strip_width:
            total += shelf_height
            used = width
            shelf_height = height
        else:
            used += width
            if height > shelf_height:
                shelf_height = height
    return total + shelf_height


# tests
assert shelf_pack_height([], 8) == 0 and shelf_pack_height([(3, 4)], 8) == 4
assert shelf_pack_height([(4, 1), (4, 2)], 8) == 2
assert shelf_pack_height([(4, 1), (5, 2)], 8) == 3
assert shelf_pack_height([(2, 5), (2, 1), (2, 3), (3, 2)], 6) == 7
assert shelf_pack_height([(8, 1), (8, 1), (8, 1)], 8) == 3
assert shelf_pack_height([(9, 1)], 8) is None
assert shelf_pack_height([(1, 1), (3, 9), (9, 1)], 8) is None
assert shelf_pack_height([(3, 2), (3, 6), (3, 4), (3, 1)], 7) == 10
assert shelf_pack_height([(5, 3), (1, 1), (2, 2)], 6) == 5
assert shelf_pack_height([(5, 1), (4, 2), (4, 3)], 8) == 4 and shelf_pack_height([(5, 1), (4, 2), (5, 3)], 8) == 6
