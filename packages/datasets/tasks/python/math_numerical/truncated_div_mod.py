# query: Divide two integers the way C and Java do: the quotient is truncated toward zero and the
#   remainder takes the sign of the dividend, returned as (quotient, remainder). Returns None when the
#   divisor is zero.
# entry_point: truncated_div_mod
# example: truncated_div_mod(7, 2) == (3, 1)
# example: truncated_div_mod(-7, 2) == (-3, -1)

def truncated_div_mod(dividend, divisor):
    if divisor == 0:
        return None
    quotient = abs(dividend) // abs(divisor)
    if (dividend < 0) != (divisor < 0):
        quotient = -quotient
    remainder = dividend - quotient * divisor
    return (quotient, remainder)


# tests
assert truncated_div_mod(9, 4) == (2, 1)
assert truncated_div_mod(-9, 4) == (-2, -1)
assert truncated_div_mod(9, -4) == (-2, 1)
assert truncated_div_mod(-9, -4) == (2, -1)
assert truncated_div_mod(8, 4) == (2, 0) and truncated_div_mod(-8, 4) == (-2, 0)
assert truncated_div_mod(0, 5) == (0, 0) and truncated_div_mod(0, -5) == (0, 0)
assert truncated_div_mod(3, 7) == (0, 3) and truncated_div_mod(-3, 7) == (0, -3)
assert truncated_div_mod(5, 0) is None
assert truncated_div_mod(-1, -1) == (1, 0)
