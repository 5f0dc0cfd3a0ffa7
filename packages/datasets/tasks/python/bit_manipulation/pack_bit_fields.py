# query: Pack a list of (value, width) fields into one integer, the first field in the most
#   significant position and each field taking exactly its width in bits. Return None if a width is
#   below 1 or a value is negative or does not fit in its width.
# entry_point: pack_bit_fields
# example: pack_bit_fields([(1, 1), (3, 2)]) == 0b111
# example: pack_bit_fields([(2, 4), (1, 4)]) == 0x21

def pack_bit_fields(fields):
    packed = 0
    for value, width in fields:
        if width < 1 or value < 0 or value >= (1 << width):
            return None
        packed = (packed << width) | value
    return packed


# tests
assert pack_bit_fields([]) == 0
assert pack_bit_fields([(1, 1)]) == 1
assert pack_bit_fields([(1, 1), (0, 3)]) == 8
assert pack_bit_fields([(5, 3), (2, 2)]) == 0b10110
assert pack_bit_fields([(4, 3), (15, 4)]) == 0x4F
assert pack_bit_fields([(8, 3)]) is None
assert pack_bit_fields([(7, 3)]) == 7
assert pack_bit_fields([(0, 0)]) is None
assert pack_bit_fields([(-1, 4)]) is None
assert pack_bit_fields([(1, 4), (0, 4), (0xAB, 8)]) == 0x10AB
