# query: Format a number in scientific notation as "<mantissa>e<exponent>" with the mantissa rounded to the
#   given number of decimals and 1 <= |mantissa| < 10 (re-normalised if rounding reaches 10), e.g.
#   12345 with 2 decimals is "1.23e4" and -0.00056 is "-5.60e-4". Zero gives "0" followed by the decimals
#   and "e0".
# entry_point: to_scientific
# example: to_scientific(12345, 2) == "1.23e4"
# example: to_scientific(0.5, 1) == "5.0e-1"

def to_scientific(value, decimals):
    import math

    if value == 0:
        return f"{0:.{decimals}f}e0"
    sign = "-" if value < 0 else ""
    magnitude = abs(value)
    exponent = math.floor(math.log10(magnitude))
    mantissa = round(magnitude / 10 ** exponent, decimals)
    if mantissa >= 10:
        mantissa /= 10
        exponent += 1
    return f"{sign}{mantissa:.{decimals}f}e{exponent}"


# tests
assert to_scientific(0, 2) == "0.00e0"
assert to_scientific(7, 0) == "7e0"
assert to_scientific(-0.00056, 2) == "-5.60e-4"
assert to_scientific(299792458, 3) == "2.998e8"
assert to_scientific(9.996, 2) == "1.00e1"
assert to_scientific(1000, 1) == "1.0e3"
assert to_scientific(-123.456, 1) == "-1.2e2"
assert to_scientific(0.1, 2) == "1.00e-1"
assert to_scientific(99999, 4) == "9.9999e4"
assert to_scientific(1.5e-10, 1) == "1.5e-10"
