# query: Split a Z-order (Morton) code back into its two coordinates: even bits form the first
#   coordinate and odd bits the second, returned as a tuple. Negative codes give None.
# entry_point: morton_decode_2d
# example: morton_decode_2d(0b1001) == (1, 2)
# example: morton_decode_2d(15) == (3, 3)

def morton_decode_2d(code):
    if code < 0:
        return None
    x = 0
    y = 0
    bit = 0
    while code > 0:
        x |= (code & 1) << bit
        y |= ((code >> 1) & 1) << bit
        code >>= 2
        bit += 1
    return (x, y)


# tests
assert morton_decode_2d(0) == (0, 0)
assert morton_decode_2d(1) == (1, 0)
assert morton_decode_2d(2) == (0, 1)
assert morton_decode_2d(3) == (1, 1)
assert morton_decode_2d(0b100111) == (3, 5)
assert morton_decode_2d(0x55555555) == (0xFFFF, 0)
assert morton_decode_2d(0xAAAAAAAA) == (0, 0xFFFF)
assert morton_decode_2d(0b1100) == (2, 2)
assert morton_decode_2d(-1) is None
