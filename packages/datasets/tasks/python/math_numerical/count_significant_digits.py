# query: Count the significant figures in a number written as a decimal string: leading zeros never count,
#   zeros after the decimal point at the end do count, and trailing zeros of a whole number without a
#   decimal point do not ("1200" has 2, "1200." has 4, "0.00340" has 3). A sign is ignored; all-zero
#   strings give 0 and malformed text gives None.
# entry_point: count_significant_digits
# example: count_significant_digits("123") == 3
# example: count_significant_digits("0.050") == 2

def count_significant_digits(text):
    body = text.strip().lstrip("+-")
    if body.count(".") > 1 or not body.replace(".", "").isdigit():
        return None
    has_point = "." in body
    digits = body.replace(".", "").lstrip("0")
    if not has_point:
        digits = digits.rstrip("0")
    return len(digits)


# tests
assert count_significant_digits("1200") == 2
assert count_significant_digits("1200.") == 4
assert count_significant_digits("0.00340") == 3
assert count_significant_digits("-45.0") == 3
assert count_significant_digits("1002") == 4
assert count_significant_digits("000") == 0 and count_significant_digits("0.000") == 0
assert count_significant_digits("7") == 1 and count_significant_digits("+10.01") == 4
assert count_significant_digits("1.2.3") is None and count_significant_digits("12a") is None
assert count_significant_digits(".") is None and count_significant_digits("") is None
assert count_significant_digits(" 30.500 ") == 5
