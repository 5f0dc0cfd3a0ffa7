# query: Add two unsigned integers of the given bit width, clamping the result to the largest value
#   representable in that width instead of wrapping. Return None if either operand is negative or
#   does not fit in the width.
# entry_point: saturating_add_unsigned
# example: saturating_add_unsigned(10, 20, 8) == 30
# example: saturating_add_unsigned(60000, 10000, 16) == 65535

def saturating_add_unsigned(a, b, bits):
    maximum = (1 << bits) - 1
    if a < 0 or b < 0 or a > maximum or b > maximum:
        return None
    total = a + b
    if total > maximum:
        return maximum
    return total


# tests
assert saturating_add_unsigned(100, 100, 8) == 200
assert saturating_add_unsigned(200, 100, 8) == 255
assert saturating_add_unsigned(0, 255, 8) == 255
assert saturating_add_unsigned(200, 56, 8) == 255
assert saturating_add_unsigned(0, 0, 8) == 0
assert saturating_add_unsigned(256, 0, 8) is None
assert saturating_add_unsigned(0, 256, 8) is None
assert saturating_add_unsigned(-1, 5, 8) is None
assert saturating_add_unsigned(5, -1, 8) is None
assert saturating_add_unsigned(255, 0, 8) == 255
