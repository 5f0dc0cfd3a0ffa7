# query: Validate a form field that should hold a whole number within [minimum, maximum]. Surrounding
#   whitespace and one leading sign are allowed. Return None when valid, otherwise "not a number",
#   "below minimum" or "above maximum".
# entry_point: numeric_field_error
# example: numeric_field_error("abc", 0, 10) == "not a number"
# example: numeric_field_error("-3", 0, 10) == "below minimum"

def numeric_field_error(text, minimum, maximum):
    stripped = text.strip()
    digits = stripped
    if digits[:1] in ("+", "-"):
        digits = digits[1:]
    if digits == "":
        return "not a number"
    for character in digits:
        if character < "0" or character > "9":
            return "not a number"
    value = int(stripped)
    if value < minimum:
        return "below minimum"
    if value > maximum:
        return "above maximum"
    return None


# tests
assert numeric_field_error(" 9 ", 0, 10) is None
assert numeric_field_error("-5", -10, 0) is None
assert numeric_field_error("-11", -10, 0) == "below minimum"
assert numeric_field_error("101", 0, 100) == "above maximum"
assert numeric_field_error("100", 0, 100) is None
assert numeric_field_error("0", 0, 100) is None
assert numeric_field_error("", 0, 1) == "not a number"
assert numeric_field_error("-", 0, 1) == "not a number"
assert numeric_field_error("4.5", 0, 10) == "not a number"
assert numeric_field_error("+3", 0, 2) == "above maximum"
