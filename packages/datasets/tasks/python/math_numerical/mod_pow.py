# query: Compute base raised to a non-negative integer exponent modulo a positive modulus by repeated
#   squaring, returning a result in [0, modulus). Returns None for a negative exponent or a modulus that
#   is not positive.
# entry_point: mod_pow
# example: mod_pow(3, 4, 5) == 1
# example: mod_pow(2, 5, 7) == 4

def mod_pow(base, exponent, modulus):
    if modulus <= 0 or exponent < 0:
        return None
    result = 1 % modulus
    base %= modulus
    while exponent > 0:
        if exponent & 1:
            result = result * base % modulus
        base = base * base % modulus
        exponent >>= 1
    return result


# tests
assert mod_pow(2, 10, 1000) == 24
assert mod_pow(3, 0, 7) == 1
assert mod_pow(3, 0, 1) == 0
assert mod_pow(5, 3, 13) == 8
assert mod_pow(-2, 3, 5) == 2
assert mod_pow(7, 1, 0) is None
assert mod_pow(2, -1, 5) is None
assert mod_pow(123456789, 1000, 97) == 91
assert mod_pow(10, 9, 6) == 4
assert mod_pow(2, 64, 2 ** 61 - 1) == 8
