# query: Return the multiplicative inverse of an integer modulo m (m at least 2) as a value in [0, m), so
#   that value * inverse leaves remainder 1. Returns None when no inverse exists or m is below 2.
# entry_point: mod_inverse
# example: mod_inverse(2, 5) == 3
# example: mod_inverse(5, 12) == 5

def mod_inverse(value, modulus):
    if modulus < 2:
        return None
    old_r, r = value % modulus, modulus
    old_s, s = 1, 0
    while r != 0:
        quotient = old_r // r
        old_r, r = r, old_r - quotient * r
        old_s, s = s, old_s - quotient * s
    if old_r != 1:
        return None
    return old_s % modulus


# tests
assert mod_inverse(3, 11) == 4
assert mod_inverse(10, 17) == 12
assert mod_inverse(6, 9) is None
assert mod_inverse(1, 5) == 1
assert mod_inverse(-3, 11) == 7
assert mod_inverse(0, 7) is None
assert mod_inverse(5, 1) is None
assert mod_inverse(7, 26) == 15
assert mod_inverse(4, 2) is None and mod_inverse(3, 2) == 1
assert mod_inverse(12, 35) == 3
