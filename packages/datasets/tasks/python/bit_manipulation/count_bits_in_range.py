# query: Count the 1 bits of an integer between two bit positions, both ends inclusive (bit 0 is the
#   least significant). Return None if the lower position is negative or greater than the upper one.
# entry_point: count_bits_in_range
# example: count_bits_in_range(0b110110, 1, 4) == 3
# example: count_bits_in_range(0xF0, 0, 3) == 0

def count_bits_in_range(value, low, high):
    if low < 0 or low > high:
        return None
    count = 0
    for position in range(low, high + 1):
        if (value >> position) & 1 == 1:
            count += 1
    return count


# tests
assert count_bits_in_range(0b1111, 0, 3) == 4
assert count_bits_in_range(0b1111, 1, 2) == 2
assert count_bits_in_range(0b1010, 1, 1) == 1
assert count_bits_in_range(0b1010, 0, 0) == 0
assert count_bits_in_range(0b1001, 0, 3) == 2
assert count_bits_in_range(0b1001, 3, 10) == 1
assert count_bits_in_range(0xFF, 4, 2) is None
assert count_bits_in_range(0xFF, -1, 2) is None
assert count_bits_in_range(0xFF, 0, 7) == 8
assert count_bits_in_range(0b0110, 2, 3) == 1
