# query: Reduce the fraction numerator/denominator to lowest terms and format it as "a/b" with the sign on
#   the numerator, or as just "a" when the denominator becomes 1. Returns None for a zero denominator.
# entry_point: simplify_fraction
# example: simplify_fraction(10, 4) == "5/2"
# example: simplify_fraction(15, 5) == "3"

def simplify_fraction(numerator, denominator):
    if denominator == 0:
        return None
    a = abs(numerator)
    b = abs(denominator)
    while b:
        a, b = b, a % b
    top = numerator // a
    bottom = denominator // a
    if bottom < 0:
        top = -top
        bottom = -bottom
    if bottom == 1:
        return str(top)
    return f"{top}/{bottom}"


# tests
assert simplify_fraction(6, 8) == "3/4"
assert simplify_fraction(-6, 8) == "-3/4"
assert simplify_fraction(6, -8) == "-3/4"
assert simplify_fraction(-6, -8) == "3/4"
assert simplify_fraction(4, 2) == "2"
assert simplify_fraction(0, 5) == "0" and simplify_fraction(0, -5) == "0"
assert simplify_fraction(5, 0) is None
assert simplify_fraction(7, 3) == "7/3"
assert simplify_fraction(-9, 3) == "-3"
assert simplify_fraction(12, 18) == "2/3"
