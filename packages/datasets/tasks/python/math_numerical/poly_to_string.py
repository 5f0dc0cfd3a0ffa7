# query: Render a polynomial given as coefficients from the highest power down ([3, 0, -1, 2] is
#   3x^3 - x + 2) as readable text: zero terms are skipped, coefficients of 1 and -1 are written as x
#   and -x (except the constant), and signs are written as " + " and " - ". All-zero or empty gives "0".
# entry_point: poly_to_string
# example: poly_to_string([1, -2, 1]) == "x^2 - 2x + 1"
# example: poly_to_string([5]) == "5"

def poly_to_string(coefficients):
    degree = len(coefficients) - 1
    parts = []
    for index, coefficient in enumerate(coefficients):
        if coefficient == 0:
            continue
        power = degree - index
        magnitude = abs(coefficient)
        if power == 0 or magnitude != 1:
            body = str(magnitude)
        else:
            body = ""
        if power >= 1:
            body += "x" if power == 1 else "x^" + str(power)
        if not parts:
            parts.append("-" + body if coefficient < 0 else body)
        else:
            parts.append((" - " if coefficient < 0 else " + ") + body)
    return "".join(parts) if parts else "0"


# tests
assert poly_to_string([]) == "0" and poly_to_string([0, 0]) == "0"
assert poly_to_string([3, 0, -1, 2]) == "3x^3 - x + 2"
assert poly_to_string([-1, 0]) == "-x"
assert poly_to_string([-4, 1, -1]) == "-4x^2 + x - 1"
assert poly_to_string([0, 2, 0]) == "2x"
assert poly_to_string([1, 0, 0, 0]) == "x^3"
assert poly_to_string([-7]) == "-7" and poly_to_string([0, 1]) == "1"
assert poly_to_string([2, -3]) == "2x - 3"
assert poly_to_string([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) .startswith("x^10 + x^9")
assert poly_to_string([1.5, -0.5]) == "1.5x - 0.5" and poly_to_string([0.5, 0.25]) == "0.5x + 0.25"
