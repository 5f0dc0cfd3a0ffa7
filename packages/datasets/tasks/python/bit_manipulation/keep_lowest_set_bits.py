# query: Keep only the given number of lowest 1 bits of a non-negative integer and clear all higher set
#   bits; if it has fewer set bits than that, it is returned unchanged. A negative value or count
#   gives None.
# entry_point: keep_lowest_set_bits
# example: keep_lowest_set_bits(0b11100, 2) == 0b01100
# example: keep_lowest_set_bits(7, 1) == 1

def keep_lowest_set_bits(value, count):
    if value < 0 or count < 0:
        return None
    result = 0
    remaining = value
    while remaining != 0 and count > 0:
        lowest = remaining & -remaining
        result |= lowest
        remaining ^= lowest
        count -= 1
    return result


# tests
assert keep_lowest_set_bits(0b101101, 2) == 0b101
assert keep_lowest_set_bits(0b101101, 0) == 0
assert keep_lowest_set_bits(0b1000, 3) == 8
assert keep_lowest_set_bits(0, 2) == 0
assert keep_lowest_set_bits(1, 1) == 1
assert keep_lowest_set_bits(0b1111, 5) == 15
assert keep_lowest_set_bits(-1, 1) is None
assert keep_lowest_set_bits(5, -1) is None
assert keep_lowest_set_bits(0b110000, 1) == 0b10000
assert keep_lowest_set_bits(0b1010101, 3) == 0b10101
