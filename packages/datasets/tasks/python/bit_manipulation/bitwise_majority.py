# query: Combine several integers by a bitwise majority vote over the lowest given number of bits:
#   bit i of the result is set when more than half of the values have bit i set (a tie gives 0). Bits
#   above the width are ignored. An empty list gives None.
# entry_point: bitwise_majority
# example: bitwise_majority([0b101, 0b100, 0b001], 3) == 0b101
# example: bitwise_majority([1, 0], 1) == 0

def bitwise_majority(values, width):
    if not values:
        return None
    result = 0
    for bit in range(width):
        ones = 0
        for value in values:
            ones += (value >> bit) & 1
        if ones * 2 > len(values):
            result |= 1 << bit
    return result


# tests
assert bitwise_majority([5], 4) == 5
assert bitwise_majority([1, 1, 0], 1) == 1
assert bitwise_majority([0, 1], 1) == 0
assert bitwise_majority([0b110, 0b011, 0b101], 3) == 0b111
assert bitwise_majority([0b1100, 0b1010, 0b1110, 0b0001], 4) == 0b1000
assert bitwise_majority([0xFF, 0xFF, 0], 4) == 0xF
assert bitwise_majority([], 4) is None
assert bitwise_majority([7, 7, 7, 0, 0], 3) == 7
assert bitwise_majority([3, 0, 0, 3], 2) == 0
assert bitwise_majority([0x80, 0x80, 0x01], 8) == 0x80
