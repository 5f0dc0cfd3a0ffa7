# query: List the positions of all 1 bits of a non-negative integer in ascending order, with bit 0
#   as the least significant. Zero gives an empty list and negative numbers give None.
# entry_point: set_bit_positions
# example: set_bit_positions(10) == [1, 3]
# example: set_bit_positions(0b10001) == [0, 4]

def set_bit_positions(value):
    if value < 0:
        return None
    positions = []
    index = 0
    while value > 0:
        if value & 1 == 1:
            positions.append(index)
        value >>= 1
        index += 1
    return positions


# tests
assert set_bit_positions(0) == []
assert set_bit_positions(1) == [0]
assert set_bit_positions(2) == [1]
assert set_bit_positions(0b101101) == [0, 2, 3, 5]
assert set_bit_positions(0xFF) == [0, 1, 2, 3, 4, 5, 6, 7]
assert set_bit_positions(1 << 40) == [40]
assert set_bit_positions(-1) is None
assert set_bit_positions(6) == [1, 2]
