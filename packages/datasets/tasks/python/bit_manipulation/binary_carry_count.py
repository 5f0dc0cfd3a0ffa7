# query: Count how many carries occur when adding two non-negative integers bit by bit in binary
#   (a carry happens at each bit position whose two bits plus the incoming carry reach 2). A negative
#   operand gives None.
# entry_point: binary_carry_count
# example: binary_carry_count(1, 1) == 1
# example: binary_carry_count(7, 1) == 3

def binary_carry_count(a, b):
    if a < 0 or b < 0:
        return None
    carries = 0
    carry = 0
    while a > 0 or b > 0:
        total = (a & 1) + (b & 1) + carry
        carry = 1 if total >= 2 else 0
        carries += carry
        a >>= 1
        b >>= 1
    return carries


# tests
assert binary_carry_count(0, 0) == 0
assert binary_carry_count(5, 2) == 0
assert binary_carry_count(1, 3) == 2
assert binary_carry_count(3, 1) == 2
assert binary_carry_count(15, 15) == 4
assert binary_carry_count(0b1010, 0b0110) == 3
assert binary_carry_count(255, 1) == 8
assert binary_carry_count(0b100, 0b100) == 1
assert binary_carry_count(-1, 1) is None
assert binary_carry_count(1, -1) is None
