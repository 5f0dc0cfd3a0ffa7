# query: Return the Moebius function of a positive integer: 0 if it is divisible by the square of a prime,
#   otherwise 1 for an even number of distinct prime factors and -1 for an odd number (mu(1) = 1).
#   Returns None for numbers below 1.
# entry_point: mobius_of
# example: mobius_of(6) == 1
# example: mobius_of(12) == 0

def mobius_of(n):
    if n < 1:
        return None
    sign = 1
    factor = 2
    while factor * factor <= n:
        if n % factor == 0:
            n //= factor
            if n % factor == 0:
                return 0
            sign = -sign
        factor += 1
    if n > 1:
        sign = -sign
    return sign


# tests
assert mobius_of(1) == 1
assert mobius_of(2) == -1
assert mobius_of(4) == 0
assert mobius_of(30) == -1
assert mobius_of(10) == 1
assert mobius_of(9) == 0 and mobius_of(18) == 0
assert mobius_of(0) is None and mobius_of(-3) is None
assert mobius_of(97) == -1
assert mobius_of(210) == 1
assert mobius_of(75) == 0 and mobius_of(15) == 1
