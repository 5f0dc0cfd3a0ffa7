# query: Count the zero bits below the lowest 1 bit of a value held in a register of the given width
#   (bits above the width are ignored). A value whose low bits are all zero gives the full width.
# entry_point: count_trailing_zero_bits
# example: count_trailing_zero_bits(40, 8) == 3
# example: count_trailing_zero_bits(0x80, 8) == 7

def count_trailing_zero_bits(value, width):
    value = value & ((1 << width) - 1)
    if value == 0:
        return width
    count = 0
    while value & 1 == 0:
        value >>= 1
        count += 1
    return count


# tests
assert count_trailing_zero_bits(1, 8) == 0
assert count_trailing_zero_bits(8, 8) == 3
assert count_trailing_zero_bits(12, 8) == 2
assert count_trailing_zero_bits(0, 16) == 16
assert count_trailing_zero_bits(0x100, 8) == 8
assert count_trailing_zero_bits(0x200, 8) == 8
assert count_trailing_zero_bits(0b1010000, 32) == 4
assert count_trailing_zero_bits(7, 4) == 0
