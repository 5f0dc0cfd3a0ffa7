# query: Add a list of fractions given as (numerator, denominator) integer pairs and return the sum in
#   lowest terms as a pair with a positive denominator ((0, 1) for zero or an empty list). Returns None
#   if any denominator is zero.
# entry_point: add_fractions
# example: add_fractions([(1, 2), (1, 3)]) == (5, 6)
# example: add_fractions([(3, 4), (1, 4)]) == (1, 1)

def add_fractions(fractions):
    import math

    numerator, denominator = 0, 1
    for top, bottom in fractions:
        if bottom == 0:
            return None
        numerator = numerator * bottom + top * denominator
        denominator = denominator * bottom
        divisor = math.gcd(numerator, denominator)
        numerator //= divisor
        denominator //= divisor
    if denominator < 0:
        numerator, denominator = -numerator, -denominator
    return (numerator, denominator)


# tests
assert add_fractions([]) == (0, 1)
assert add_fractions([(2, 4)]) == (1, 2)
assert add_fractions([(1, 6), (1, 3)]) == (1, 2)
assert add_fractions([(1, 2), (-1, 2)]) == (0, 1)
assert add_fractions([(1, -3)]) == (-1, 3) and add_fractions([(2, -1)]) == (-2, 1)
assert add_fractions([(-1, -3), (1, 6)]) == (1, 2)
assert add_fractions([(1, 2), (1, 4), (1, 8)]) == (7, 8)
assert add_fractions([(1, 2), (3, 0)]) is None
assert add_fractions([(5, 3), (2, 7)]) == (41, 21)
assert add_fractions([(3, 1), (-7, 2)]) == (-1, 2)
