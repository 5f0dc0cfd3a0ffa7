# query: For a size that is a power of two, list each index 0..size-1 with its bits reversed over
#   log2(size) bits (the reordering used by radix-2 FFTs). A size that is not a positive power of two
#   gives None.
# entry_point: bit_reversed_indices
# example: bit_reversed_indices(4) == [0, 2, 1, 3]
# example: bit_reversed_indices(2) == [0, 1]

def bit_reversed_indices(size):
    if size < 1 or size & (size - 1) != 0:
        return None
    bits = size.bit_length() - 1
    result = []
    for index in range(size):
        reversed_index = 0
        for bit in range(bits):
            if index & (1 << bit):
                reversed_index |= 1 << (bits - 1 - bit)
        result.append(reversed_index)
    return result


# tests
assert bit_reversed_indices(1) == [0]
assert bit_reversed_indices(8) == [0, 4, 2, 6, 1, 5, 3, 7]
assert bit_reversed_indices(16) == [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]
assert bit_reversed_indices(32)[1] == 16
assert bit_reversed_indices(32)[6] == 12
assert bit_reversed_indices(0) is None
assert bit_reversed_indices(6) is None
assert bit_reversed_indices(-4) is None
assert bit_reversed_indices(12) is None
