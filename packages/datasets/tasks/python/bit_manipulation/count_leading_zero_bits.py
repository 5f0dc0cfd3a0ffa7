# query: Count the zero bits above the highest 1 bit of an unsigned value in a register of the given
#   width; zero gives the full width. Return None if the value is negative or does not fit the width.
# entry_point: count_leading_zero_bits
# example: count_leading_zero_bits(0x20, 8) == 2
# example: count_leading_zero_bits(1, 32) == 31

def count_leading_zero_bits(value, width):
    if value < 0 or value >= (1 << width):
        return None
    count = 0
    position = width - 1
    while position >= 0 and (value >> position) & 1 == 0:
        count += 1
        position -= 1
    return count


# tests
assert count_leading_zero_bits(1, 8) == 7
assert count_leading_zero_bits(0x80, 8) == 0
assert count_leading_zero_bits(0, 8) == 8
assert count_leading_zero_bits(0x0F, 8) == 4
assert count_leading_zero_bits(0x100, 8) is None
assert count_leading_zero_bits(0xFF, 8) == 0
assert count_leading_zero_bits(-1, 8) is None
assert count_leading_zero_bits(0x10, 16) == 11
assert count_leading_zero_bits(3, 3) == 1
