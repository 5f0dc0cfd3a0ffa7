# query: Reverse the order of the bits of an unsigned value within a fixed width, so that the least
#   significant bit becomes the most significant one of that width. Return None if the value is
#   negative or does not fit in the width.
# entry_point: reverse_bit_order
# example: reverse_bit_order(0b0011, 4) == 0b1100
# example: reverse_bit_order(0b10000000, 8) == 1

def reverse_bit_order(value, width):
    if value < 0 or value >= (1 << width):
        return None
    result = 0
    for _ in range(width):
        result = (result << 1) | (value & 1)
        value >>= 1
    return result


# tests
assert reverse_bit_order(0b0001, 4) == 0b1000
assert reverse_bit_order(0b1101, 4) == 0b1011
assert reverse_bit_order(0b1, 8) == 0x80
assert reverse_bit_order(0xF0, 8) == 0x0F
assert reverse_bit_order(0, 5) == 0
assert reverse_bit_order(16, 4) is None
assert reverse_bit_order(15, 4) == 15
assert reverse_bit_order(-1, 8) is None
assert reverse_bit_order(0b110, 3) == 0b011
