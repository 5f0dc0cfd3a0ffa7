# query: Expand the rational number numerator/denominator into its finite continued-fraction terms
#   [a0, a1, a2, ...], using floor division so a negative value starts with a negative whole part.
#   Returns None for a zero denominator.
# entry_point: continued_fraction
# example: continued_fraction(7, 2) == [3, 2]
# example: continued_fraction(43, 19) == [2, 3, 1, 4]

def continued_fraction(numerator, denominator):
    if denominator == 0:
        return None
    terms = []
    while denominator != 0:
        whole = numerator // denominator
        terms.append(whole)
        numerator, denominator = denominator, numerator - whole * denominator
    return terms


# tests
assert continued_fraction(415, 93) == [4, 2, 6, 7]
assert continued_fraction(1, 1) == [1]
assert continued_fraction(0, 5) == [0]
assert continued_fraction(5, 0) is None
assert continued_fraction(3, 7) == [0, 2, 3]
assert continued_fraction(-7, 3) == [-3, 1, 2]
assert continued_fraction(13, 5) == [2, 1, 1, 2]
assert continued_fraction(10, 2) == [5]
