# query: Convert an improper fraction string "n/d" (no reduction) into mixed-number form such as "2 1/3",
#   keeping a leading "-" for negative values, giving just the whole part when it divides evenly and just
#   the fraction when it is less than one. Returns None unless there is exactly one "/" and the
#   denominator is positive.
# entry_point: mixed_number
# example: mixed_number("11/4") == "2 3/4"
# example: mixed_number("8/4") == "2"

def mixed_number(text):
    parts = text.split("/")
    if len(parts) != 2:
        return None
    numerator = int(parts[0])
    denominator = int(parts[1])
    if denominator <= 0:
        return None
    sign = ""
    if numerator < 0:
        sign = "-"
        numerator = -numerator
    whole = numerator // denominator
    rest = numerator % denominator
    if rest == 0:
        return f"{sign}{whole}"
    if whole == 0:
        return f"{sign}{rest}/{denominator}"
    return f"{sign}{whole} {rest}/{denominator}"


# tests
assert mixed_number("7/3") == "2 1/3"
assert mixed_number("-7/3") == "-2 1/3"
assert mixed_number("6/3") == "2"
assert mixed_number("1/3") == "1/3"
assert mixed_number("-1/3") == "-1/3"
assert mixed_number("0/4") == "0"
assert mixed_number("5/0") is None and mixed_number("5/-2") is None
assert mixed_number("5") is None and mixed_number("1/2/3") is None
assert mixed_number("10/4") == "2 2/4"
assert mixed_number("-9/3") == "-3" and mixed_number("5/1") == "5"
