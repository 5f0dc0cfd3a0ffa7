# query: Build an integer bit mask in which exactly the listed bit positions are set (position 0 is
#   the least significant bit). Repeated positions are allowed and set the bit once; any negative
#   position makes the result None.
# entry_point: mask_from_bit_positions
# example: mask_from_bit_positions([1, 3]) == 0b1010
# example: mask_from_bit_positions([4, 0, 4]) == 17

def mask_from_bit_positions(positions):
    mask = 0
    for position in positions:
        if position < 0:
            return None
        mask |= 1 << position
    return mask


# tests
assert mask_from_bit_positions([]) == 0
assert mask_from_bit_positions([0]) == 1
assert mask_from_bit_positions([0, 2, 3]) == 0b1101
assert mask_from_bit_positions([3, 3]) == 8
assert mask_from_bit_positions([1, 1, 0]) == 3
assert mask_from_bit_positions([31]) == 0x80000000
assert mask_from_bit_positions([2, -1]) is None
assert mask_from_bit_positions([5, 4]) == 48
