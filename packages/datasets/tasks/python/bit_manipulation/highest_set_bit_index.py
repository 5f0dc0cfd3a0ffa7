# query: Return the zero-based position of the most significant 1 bit of an integer (1 gives 0,
#   8 gives 3). Zero and negative numbers have no such bit and give -1.
# entry_point: highest_set_bit_index
# example: highest_set_bit_index(100) == 6
# example: highest_set_bit_index(16) == 4

def highest_set_bit_index(value):
    if value <= 0:
        return -1
    index = 0
    while value > 1:
        value >>= 1
        index += 1
    return index


# tests
assert highest_set_bit_index(1) == 0
assert highest_set_bit_index(2) == 1
assert highest_set_bit_index(3) == 1
assert highest_set_bit_index(8) == 3
assert highest_set_bit_index(0) == -1
assert highest_set_bit_index(-8) == -1
assert highest_set_bit_index(1023) == 9
assert highest_set_bit_index(1024) == 10
assert highest_set_bit_index(0x80000000) == 31
