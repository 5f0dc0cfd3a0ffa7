# query: Multiply two non-negative integers using only shifts, additions and bit tests (the
#   shift-and-add method hardware multipliers use). A negative operand gives None.
# entry_point: shift_add_multiply
# example: shift_add_multiply(6, 7) == 42
# example: shift_add_multiply(12, 1) == 12

def shift_add_multiply(a, b):
    if a < 0 or b < 0:
        return None
    product = 0
    while b > 0:
        if b & 1:
            product += a
        a <<= 1
        b >>= 1
    return product


# tests
assert shift_add_multiply(0, 5) == 0
assert shift_add_multiply(5, 0) == 0
assert shift_add_multiply(1, 1) == 1
assert shift_add_multiply(3, 5) == 15
assert shift_add_multiply(13, 11) == 143
assert shift_add_multiply(255, 255) == 65025
assert shift_add_multiply(1, 1024) == 1024
assert shift_add_multiply(-1, 3) is None
assert shift_add_multiply(2, -1) is None
assert shift_add_multiply(123456, 789) == 97406784
