# query: Add a parity bit as bit 7 of a 7-bit data value. With even parity the total number of 1 bits
#   in the resulting byte is even; with odd parity (flag set) it is odd. Values outside 0-127 give
#   None.
# entry_point: with_parity_bit
# example: with_parity_bit(3, True) == 0x83
# example: with_parity_bit(7, False) == 0x87

def with_parity_bit(data, odd):
    if data < 0 or data > 0x7F:
        return None
    ones = 0
    value = data
    while value > 0:
        ones += value & 1
        value >>= 1
    needs_bit = ones % 2 == 1
    if odd:
        needs_bit = not needs_bit
    if needs_bit:
        return data | 0x80
    return data


# tests
assert with_parity_bit(0, False) == 0
assert with_parity_bit(0, True) == 0x80
assert with_parity_bit(1, False) == 0x81
assert with_parity_bit(2, True) == 2
assert with_parity_bit(0b11, False) == 0b11
assert with_parity_bit(0x7F, False) == 0xFF
assert with_parity_bit(0x7F, True) == 0x7F
assert with_parity_bit(0b1011000, True) == 0b1011000
assert with_parity_bit(128, False) is None
assert with_parity_bit(-1, True) is None
