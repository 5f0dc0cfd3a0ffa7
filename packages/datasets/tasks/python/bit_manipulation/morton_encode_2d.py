# query: Interleave the bits of two 16-bit coordinates into a Z-order (Morton) code: bit i of the
#   first coordinate goes to bit 2i and bit i of the second to bit 2i+1. Return None if either
#   coordinate is negative or does not fit in 16 bits.
# entry_point: morton_encode_2d
# example: morton_encode_2d(2, 2) == 12
# example: morton_encode_2d(1, 2) == 9

def morton_encode_2d(x, y):
    if x < 0 or y < 0 or x > 0xFFFF or y > 0xFFFF:
        return None
    code = 0
    for bit in range(16):
        code |= ((x >> bit) & 1) << (2 * bit)
        code |= ((y >> bit) & 1) << (2 * bit + 1)
    return code


# tests
assert morton_encode_2d(0, 0) == 0
assert morton_encode_2d(1, 0) == 1
assert morton_encode_2d(2, -1) is None
assert morton_encode_2d(3, 5) == 0b100111
assert morton_encode_2d(0xFFFF, 0) == 0x55555555
assert morton_encode_2d(0, 0xFFFF) == 0xAAAAAAAA
assert morton_encode_2d(0x8000, 0x8000) == 0xC0000000
assert morton_encode_2d(0x10000, 0) is None
assert morton_encode_2d(0, 0x10000) is None
assert morton_encode_2d(-1, 2) is None
