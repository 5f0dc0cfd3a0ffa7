# query: Divide a non-negative integer by a positive divisor with binary long division, bringing down
#   one dividend bit at a time from the most significant end, and return (quotient, remainder). A
#   negative dividend or a divisor below 1 gives None.
# entry_point: binary_long_division
# example: binary_long_division(17, 5) == (3, 2)
# example: binary_long_division(64, 8) == (8, 0)

def binary_long_division(dividend, divisor):
    if dividend < 0 or divisor <= 0:
        return None
    quotient = 0
    remainder = 0
    for bit in range(dividend.bit_length() - 1, -1, -1):
        remainder = (remainder << 1) | ((dividend >> bit) & 1)
        quotient <<= 1
        if remainder >= divisor:
            remainder -= divisor
            quotient |= 1
    return quotient, remainder


# tests
assert binary_long_division(0, 3) == (0, 0)
assert binary_long_division(1, 1) == (1, 0)
assert binary_long_division(2, 3) == (0, 2)
assert binary_long_division(10, 2) == (5, 0)
assert binary_long_division(100, 7) == (14, 2)
assert binary_long_division(255, 16) == (15, 15)
assert binary_long_division(1000000, 999) == (1001, 1)
assert binary_long_division(9, 9) == (1, 0)
assert binary_long_division(5, 0) is None
assert binary_long_division(-1, 2) is None
