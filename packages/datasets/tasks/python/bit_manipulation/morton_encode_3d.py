# query: Interleave the bits of three 10-bit coordinates into one 30-bit Morton (Z-order) code: bit i
#   of x goes to bit 3i, bit i of y to bit 3i+1 and bit i of z to bit 3i+2. Any coordinate outside
#   0-1023 gives None.
# entry_point: morton_encode_3d
# example: morton_encode_3d(1, 1, 1) == 7
# example: morton_encode_3d(2, 0, 0) == 8

def morton_encode_3d(x, y, z):
    for coordinate in (x, y, z):
        if coordinate < 0 or coordinate > 1023:
            return None
    code = 0
    for bit in range(10):
        code |= ((x >> bit) & 1) << (3 * bit)
        code |= ((y >> bit) & 1) << (3 * bit + 1)
        code |= ((z >> bit) & 1) << (3 * bit + 2)
    return code


# tests
assert morton_encode_3d(0, 0, 0) == 0
assert morton_encode_3d(1, 0, 0) == 1
assert morton_encode_3d(0, 1, 0) == 2
assert morton_encode_3d(0, 0, 1) == 4
assert morton_encode_3d(3, 0, 0) == 9
assert morton_encode_3d(1023, 1023, 1023) == 1073741823
assert morton_encode_3d(0, 0, 512) == 536870912
assert morton_encode_3d(1024, 0, 0) is None
assert morton_encode_3d(0, -1, 0) is None
assert morton_encode_3d(5, 2, 6) == 369
