# query: Convert a decimal string with an optional repeating part in parentheses, such as "0.1(6)" or
#   "-2.(3)" or "4.25", into a reduced fraction (numerator, denominator) with a positive denominator.
#   Returns None for malformed text.
# entry_point: repeating_decimal_to_fraction
# example: repeating_decimal_to_fraction("0.(3)") == (1, 3)
# example: repeating_decimal_to_fraction("1.5") == (3, 2)

def repeating_decimal_to_fraction(text):
    import math
    import re

    match = re.fullmatch(r"(-?)(\d+)(?:\.(\d*)(?:\((\d+)\))?)?", text.strip())
    if not match:
        return None
    sign, whole, fixed, repeat = match.groups()
    fixed = fixed or ""
    numerator = int(whole + fixed)
    denominator = 10 ** len(fixed)
    if repeat:
        shifted = int(whole + fixed + repeat)
        numerator = shifted - numerator
        denominator = 10 ** (len(fixed) + len(repeat)) - denominator
    divisor = math.gcd(numerator, denominator)
    numerator //= divisor
    denominator //= divisor
    return (-numerator if sign and numerator else numerator, denominator)


# tests
assert repeating_decimal_to_fraction("0.1(6)") == (1, 6)
assert repeating_decimal_to_fraction("-2.(3)") == (-7, 3)
assert repeating_decimal_to_fraction("4.25") == (17, 4)
assert repeating_decimal_to_fraction("0.(142857)") == (1, 7)
assert repeating_decimal_to_fraction("0.(9)") == (1, 1)
assert repeating_decimal_to_fraction("12") == (12, 1)
assert repeating_decimal_to_fraction("-0.0") == (0, 1)
assert repeating_decimal_to_fraction("1.2(34)") == (611, 495)
assert repeating_decimal_to_fraction("abc") is None and repeating_decimal_to_fraction("1.2(3") is None
assert repeating_decimal_to_fraction(" 3.(0) ") == (3, 1)
