# query: Write a fraction numerator/denominator with 0 < value < 1 as a sum of distinct unit fractions
#   using the greedy method (always take the largest unit fraction that fits) and return the list of
#   their denominators. Returns None if the value is not strictly between 0 and 1.
# entry_point: egyptian_fraction
# example: egyptian_fraction(3, 4) == [2, 4]
# example: egyptian_fraction(1, 5) == [5]

def egyptian_fraction(numerator, denominator):
    if numerator <= 0 or numerator >= denominator:
        return None
    parts = []
    while numerator > 0:
        unit = (denominator + numerator - 1) // numerator
        parts.append(unit)
        numerator = numerator * unit - denominator
        denominator = denominator * unit
    return parts


# tests
assert egyptian_fraction(2, 3) == [2, 6]
assert egyptian_fraction(1, 2) == [2]
assert egyptian_fraction(4, 13) == [4, 18, 468]
assert egyptian_fraction(5, 6) == [2, 3]
assert egyptian_fraction(6, 14) == [3, 11, 231]
assert egyptian_fraction(7, 15) == [3, 8, 120]
assert egyptian_fraction(0, 5) is None and egyptian_fraction(5, 5) is None
assert egyptian_fraction(6, 5) is None and egyptian_fraction(1, 0) is None
assert egyptian_fraction(1, -3) is None and egyptian_fraction(-1, 3) is None
assert egyptian_fraction(2, 7) == [4, 28]
