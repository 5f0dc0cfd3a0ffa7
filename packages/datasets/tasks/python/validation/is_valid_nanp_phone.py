# query: Check whether a North American phone number is plausible: after removing spaces, hyphens, dots and
#   parentheses and an optional leading "+1" or "1", exactly ten digits must remain, and both the area code
#   (digits 1-3) and the exchange (digits 4-6) must start with 2-9. Any other character makes it invalid.
# entry_point: is_valid_nanp_phone
# example: is_valid_nanp_phone("(415) 555-2671") == True
# example: is_valid_nanp_phone("555-2671") == False

def is_valid_nanp_phone(text):
    digits = ""
    for index, character in enumerate(text):
        if character in " -.()":
            continue
        if character == "+" and index == 0:
            continue
        if not "0" <= character <= "9":
            return False
        digits += character
    if text.startswith("+") and not digits.startswith("1"):
        return False
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10:
        return False
    return digits[0] not in "01" and digits[3] not in "01"


# tests
assert is_valid_nanp_phone("209.555.0199") is True
assert is_valid_nanp_phone("+1 415 555 2671") is True
assert is_valid_nanp_phone("1-415-555-2671") is True
assert is_valid_nanp_phone("+415 555 2671") is False
assert is_valid_nanp_phone("2-415-555-2671") is False
assert is_valid_nanp_phone("115 555 2671") is False
assert is_valid_nanp_phone("415 155 2671") is False
assert is_valid_nanp_phone("415 555 267") is False
assert is_valid_nanp_phone("415-555-267a") is False
assert is_valid_nanp_phone("2+15 555 2671") is False
