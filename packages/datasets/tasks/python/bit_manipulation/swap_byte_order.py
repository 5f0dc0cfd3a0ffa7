# query: Reverse the byte order of an unsigned integer stored in the given number of bytes
#   (converting between big-endian and little-endian). Return None if the value is negative or does
#   not fit in that many bytes.
# entry_point: swap_byte_order
# example: swap_byte_order(0xAABB, 2) == 0xBBAA
# example: swap_byte_order(0x00000001, 4) == 0x01000000

def swap_byte_order(value, size):
    if value < 0 or value >= 1 << (8 * size):
        return None
    result = 0
    for _ in range(size):
        result = (result << 8) | (value & 0xFF)
        value >>= 8
    return result


# tests
assert swap_byte_order(0x1234, 2) == 0x3412
assert swap_byte_order(0x12345678, 4) == 0x78563412
assert swap_byte_order(0x12, 2) == 0x1200
assert swap_byte_order(0xAB, 1) == 0xAB
assert swap_byte_order(0x10000, 2) is None
assert swap_byte_order(0xFFFF, 2) == 0xFFFF
assert swap_byte_order(-1, 4) is None
assert swap_byte_order(1, 8) == 1 << 56
assert swap_byte_order(0x0102030405060708, 8) == 0x0807060504030201
assert swap_byte_order(0, 4) == 0
