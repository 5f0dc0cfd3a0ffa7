# query: Rotate the bits of an unsigned value left by a shift amount within a fixed register width,
#   so bits leaving the top re-enter at the bottom. Bits above the width are discarded first, shifts
#   larger than the width wrap around, and a negative shift rotates right.
# entry_point: rotate_bits_left
# example: rotate_bits_left(0b1000, 1, 4) == 0b0001
# example: rotate_bits_left(0x81, 1, 8) == 0x03

def rotate_bits_left(value, shift, width):
    mask = (1 << width) - 1
    value = value & mask
    shift = shift % width
    high = (value << shift) & mask
    low = value >> (width - shift)
    return high | low


# tests
assert rotate_bits_left(0b1001, 1, 4) == 0b0011
assert rotate_bits_left(0x80000001, 4, 32) == 0x18
assert rotate_bits_left(0b0001, 4, 4) == 0b0001
assert rotate_bits_left(0b0001, 5, 4) == 0b0010
assert rotate_bits_left(0b0011, -1, 4) == 0b1001
assert rotate_bits_left(0x1F0, 0, 8) == 0xF0
assert rotate_bits_left(0xF0, 2, 8) == 0xC3
assert rotate_bits_left(0, 3, 8) == 0
assert rotate_bits_left(0b10, 1, 3) == 0b100
