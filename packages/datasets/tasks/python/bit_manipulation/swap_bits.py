# query: Swap the values of two bit positions of a non-negative integer and return the result; other
#   bits are unchanged and swapping a position with itself changes nothing. A negative value or
#   position gives None.
# entry_point: swap_bits
# example: swap_bits(0b0001, 0, 3) == 0b1000
# example: swap_bits(0b0110, 1, 2) == 0b0110

def swap_bits(value, first, second):
    if value < 0 or first < 0 or second < 0:
        return None
    first_bit = (value >> first) & 1
    second_bit = (value >> second) & 1
    if first_bit != second_bit:
        value ^= (1 << first) | (1 << second)
    return value


# tests
assert swap_bits(0b01, 0, 1) == 0b10
assert swap_bits(0b11, 0, 1) == 0b11
assert swap_bits(0, 3, 5) == 0
assert swap_bits(0b1000, 3, 0) == 0b0001
assert swap_bits(0b100000, 5, 5) == 0b100000
assert swap_bits(1, 0, 8) == 256
assert swap_bits(0b1010, 1, 2) == 0b1100
assert swap_bits(-1, 0, 1) is None
assert swap_bits(5, -1, 0) is None
assert swap_bits(5, 0, -1) is None
