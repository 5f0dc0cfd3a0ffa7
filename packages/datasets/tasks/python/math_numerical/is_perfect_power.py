# query: If a positive integer can be written as a**b with integers a >= 2 and b >= 2, return (a, b) with
#   the largest possible exponent b; otherwise return None (1 and non-positive numbers give None).
# entry_point: is_perfect_power
# example: is_perfect_power(8) == (2, 3)
# example: is_perfect_power(10) == None

def is_perfect_power(n):
    if n < 4:
        return None
    exponent = n.bit_length()
    while exponent >= 2:
        base = round(n ** (1.0 / exponent))
        if base ** exponent == n:
            return (base, exponent)
        exponent -= 1
    return None


# tests
assert is_perfect_power(4) == (2, 2)
assert is_perfect_power(64) == (2, 6)
assert is_perfect_power(81) == (3, 4)
assert is_perfect_power(36) == (6, 2)
assert is_perfect_power(243) == (3, 5)
assert is_perfect_power(1) is None and is_perfect_power(0) is None and is_perfect_power(-8) is None
assert is_perfect_power(2) is None and is_perfect_power(3) is None
assert is_perfect_power(12) is None and is_perfect_power(63) is None
assert is_perfect_power(1000000) == (10, 6)
assert is_perfect_power(2 ** 40 * 3 ** 20) == (2 ** 2 * 3, 20)
