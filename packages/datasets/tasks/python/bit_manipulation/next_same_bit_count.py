# query: Return the smallest integer greater than a positive integer that has the same number of 1
#   bits (useful for stepping through all k-element subsets encoded as bit masks). Zero and negative
#   inputs give None.
# entry_point: next_same_bit_count
# example: next_same_bit_count(2) == 4
# example: next_same_bit_count(12) == 17

def next_same_bit_count(value):
    if value <= 0:
        return None
    lowest = value & -value
    ripple = value + lowest
    ones = ((value ^ ripple) >> 2) // lowest
    return ripple | ones


# tests
assert next_same_bit_count(1) == 2
assert next_same_bit_count(3) == 5
assert next_same_bit_count(5) == 6
assert next_same_bit_count(6) == 9
assert next_same_bit_count(7) == 11
assert next_same_bit_count(0b1011) == 0b1101
assert next_same_bit_count(0b11100) == 0b100011
assert next_same_bit_count(0b101100) == 0b110001
assert next_same_bit_count(0) is None
assert next_same_bit_count(-4) is None
