# query: Round a number to a given count of significant figures (e.g. 12345 to 2 figures is 12000 and
#   0.0012345 to 3 figures is 0.00123). Zero stays zero; returns None if fewer than one figure is asked.
# entry_point: round_significant
# example: round_significant(4567, 2) == 4600
# example: round_significant(0.012345, 2) == 0.012

def round_significant(value, digits):
    import math

    if digits < 1:
        return None
    if value == 0:
        return 0.0
    magnitude = math.floor(math.log10(abs(value)))
    return round(value, digits - 1 - magnitude)


# tests
assert round_significant(12345, 2) == 12000
assert round_significant(0.0012345, 3) == 0.00123
assert round_significant(-987.6, 1) == -1000
assert round_significant(0, 3) == 0
assert round_significant(5, 0) is None
assert round_significant(999, 2) == 1000
assert round_significant(0.1, 1) == 0.1
assert round_significant(123.456, 4) == 123.5
assert round_significant(100, 1) == 100
assert round_significant(-0.04567, 2) == -0.046
