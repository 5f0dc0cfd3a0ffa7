# query: Round a number to a given number of decimal places, sending exact halves away from zero
#   (2.5 becomes 3 and -2.5 becomes -3) rather than to the nearest even digit.
# entry_point: round_half_away
# example: round_half_away(3.5, 0) == 4
# example: round_half_away(-0.75, 1) == -0.8

def round_half_away(value, digits):
    factor = 10 ** digits
    scaled = abs(value) * factor
    whole = int(scaled)
    if scaled - whole >= 0.5:
        whole += 1
    result = whole / factor
    if value < 0:
        return -result
    return result


# tests
assert round_half_away(2.5, 0) == 3
assert round_half_away(-2.5, 0) == -3
assert round_half_away(1.25, 1) == 1.3
assert round_half_away(-1.25, 1) == -1.3
assert round_half_away(0.125, 2) == 0.13
assert round_half_away(1.24, 1) == 1.2
assert round_half_away(7, 0) == 7
assert round_half_away(0.5, 0) == 1 and round_half_away(0.49, 0) == 0
assert round_half_away(-0.4, 0) == 0 and round_half_away(-0.5, 0) == -1
assert round_half_away(123.456, 2) == 123.46
