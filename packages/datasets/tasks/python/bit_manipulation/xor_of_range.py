# query: Return the XOR of all integers from low to high inclusive without iterating over the range.
#   An empty range (low above high) gives 0 and a negative low bound gives None.
# entry_point: xor_of_range
# example: xor_of_range(1, 3) == 0
# example: xor_of_range(4, 6) == 7

def xor_of_range(low, high):
    if low < 0:
        return None
    if low > high:
        return 0

    def prefix(n):
        remainder = n % 4
        if remainder == 0:
            return n
        if remainder == 1:
            return 1
        if remainder == 2:
            return n + 1
        return 0

    return prefix(high) ^ prefix(low - 1)


# tests
assert xor_of_range(0, 0) == 0
assert xor_of_range(1, 1) == 1
assert xor_of_range(0, 3) == 0
assert xor_of_range(3, 5) == 2
assert xor_of_range(5, 5) == 5
assert xor_of_range(2, 10) == 10
assert xor_of_range(6, 9) == 0
assert xor_of_range(7, 3) == 0
assert xor_of_range(-1, 3) is None
assert xor_of_range(10, 14) == 14
