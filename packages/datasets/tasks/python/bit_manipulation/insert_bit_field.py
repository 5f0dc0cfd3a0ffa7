# query: Write a value into a bit field of an integer: replace the bits of the given width starting at
#   the given offset with the new field value, leaving all other bits unchanged. Return None if the
#   offset is negative, the width is not positive, or the field value is negative or too large to fit.
# entry_point: insert_bit_field
# example: insert_bit_field(0x00, 4, 4, 0xA) == 0xA0
# example: insert_bit_field(0xFF, 0, 4, 0) == 0xF0

def insert_bit_field(value, offset, width, field):
    if offset < 0 or width <= 0:
        return None
    limit = 1 << width
    if field < 0 or field >= limit:
        return None
    mask = (limit - 1) << offset
    cleared = value & ~mask
    return cleared | (field << offset)


# tests
assert insert_bit_field(0xFFFF, 4, 4, 0x3) == 0xFF3F
assert insert_bit_field(0, 0, 3, 5) == 5
assert insert_bit_field(0b1111, 1, 2, 0) == 0b1001
assert insert_bit_field(0x1234, 8, 8, 0xAB) == 0xAB34
assert insert_bit_field(0, 2, 2, 4) is None
assert insert_bit_field(0, 2, 2, 3) == 12
assert insert_bit_field(7, 0, 0, 0) is None
assert insert_bit_field(7, -1, 2, 1) is None
assert insert_bit_field(7, 0, 2, -1) is None
assert insert_bit_field(0x80, 0, 1, 1) == 0x81
