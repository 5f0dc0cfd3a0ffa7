# query: Find the smallest non-negative x that satisfies every congruence x = r (mod m) in a list of
#   (r, m) pairs with positive moduli, which need not be pairwise coprime. Returns None when the
#   congruences contradict each other; an empty list gives 0.
# entry_point: chinese_remainder
# example: chinese_remainder([(2, 3), (3, 5)]) == 8
# example: chinese_remainder([(1, 4), (2, 6)]) == None

def chinese_remainder(congruences):
    import math

    x, modulus = 0, 1
    for remainder, m in congruences:
        remainder %= m
        g = math.gcd(modulus, m)
        if (remainder - x) % g != 0:
            return None
        reduced = m // g
        inverse = pow(modulus // g, -1, reduced)
        k = (remainder - x) // g * inverse % reduced
        x += modulus * k
        modulus *= reduced
        x %= modulus
    return x


# tests
assert chinese_remainder([]) == 0
assert chinese_remainder([(4, 7)]) == 4
assert chinese_remainder([(9, 7)]) == 2
assert chinese_remainder([(2, 3), (3, 5), (2, 7)]) == 23
assert chinese_remainder([(0, 3), (0, 5)]) == 0
assert chinese_remainder([(1, 4), (3, 6)]) == 9
assert chinese_remainder([(1, 4), (4, 6)]) is None
assert chinese_remainder([(5, 6), (2, 3)]) == 5 and chinese_remainder([(5, 6), (1, 3)]) is None
assert chinese_remainder([(-1, 5), (3, 8)]) == 19
assert chinese_remainder([(3, 10), (8, 15), (1, 4)]) == 53
