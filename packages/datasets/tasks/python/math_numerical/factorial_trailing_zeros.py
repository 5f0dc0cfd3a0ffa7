# query: Return how many trailing zeros n! has when written in a given base (default 10), without
#   computing the factorial. Returns None for a negative n or a base below 2; 0! and 1! have none.
# entry_point: factorial_trailing_zeros
# example: factorial_trailing_zeros(10) == 2
# example: factorial_trailing_zeros(6, 2) == 4

def factorial_trailing_zeros(n, base=10):
    if n < 0 or base < 2:
        return None
    best = None
    remaining = base
    factor = 2
    while remaining > 1:
        if factor * factor > remaining:
            factor = remaining
        power = 0
        while remaining % factor == 0:
            remaining //= factor
            power += 1
        if power:
            count = 0
            quotient = n
            while quotient:
                quotient //= factor
                count += quotient
            candidate = count // power
            if best is None or candidate < best:
                best = candidate
        factor += 1
    return best


# tests
assert factorial_trailing_zeros(0) == 0 and factorial_trailing_zeros(1) == 0
assert factorial_trailing_zeros(4) == 0 and factorial_trailing_zeros(5) == 1
assert factorial_trailing_zeros(25) == 6
assert factorial_trailing_zeros(100) == 24
assert factorial_trailing_zeros(10, 2) == 8
assert factorial_trailing_zeros(10, 16) == 2
assert factorial_trailing_zeros(12, 12) == 5
assert factorial_trailing_zeros(7, 7) == 1 and factorial_trailing_zeros(50, 49) == 4
assert factorial_trailing_zeros(-1) is None and factorial_trailing_zeros(5, 1) is None
assert factorial_trailing_zeros(9, 9) == 2 and factorial_trailing_zeros(20, 18) == 4
