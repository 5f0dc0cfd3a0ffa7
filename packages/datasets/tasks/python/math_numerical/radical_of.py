# query: Return the radical of a positive integer, the product of its distinct prime factors (the radical
#   of 72 = 2**3 * 3**2 is 6), with rad(1) = 1. Returns None for numbers below 1.
# entry_point: radical_of
# example: radical_of(72) == 6
# example: radical_of(13) == 13

def radical_of(n):
    if n < 1:
        return None
    result = 1
    factor = 2
    while factor * factor <= n:
        if n % factor == 0:
            result *= factor
            while n % factor == 0:
                n //= factor
        factor += 1
    if n > 1:
        result *= n
    return result


# tests
assert radical_of(1) == 1
assert radical_of(2) == 2
assert radical_of(8) == 2
assert radical_of(12) == 6
assert radical_of(49) == 7
assert radical_of(30) == 30
assert radical_of(1000) == 10
assert radical_of(0) is None and radical_of(-6) is None
assert radical_of(2 * 2 * 97) == 194
assert radical_of(3 ** 5 * 5 * 11 ** 2) == 165
