# query: Check whether a string is a valid ISIN: 12 characters made of a two-letter country code, nine
#   uppercase letters or digits and a final check digit. With each letter replaced by its value A=10 to
#   Z=35, the resulting digit string must pass the Luhn checksum.
# entry_point: is_valid_isin
# example: is_valid_isin("US5949181045") == True
# example: is_valid_isin("US5949181046") == False

def is_valid_isin(text):
    if len(text) != 12:
        return False
    if not ("A" <= text[0] <= "Z" and "A" <= text[1] <= "Z"):
        return False
    if not ("0" <= text[11] <= "9"):
        return False
    digits = ""
    for character in text:
        if "0" <= character <= "9":
            digits += character
        elif "A" <= character <= "Z":
            digits += str(ord(character) - ord("A") + 10)
        else:
            return False
    total = 0
    for position in range(len(digits)):
        digit = int(digits[len(digits) - 1 - position])
        if position % 2 == 1:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total % 10 == 0


# tests
assert is_valid_isin("US0378331005") is True
assert is_valid_isin("US0378331004") is False
assert is_valid_isin("AU0000XVGZA3") is True
assert is_valid_isin("ZZ0000000008") is True
assert is_valid_isin("CA0000000020") is True
assert is_valid_isin("US1234567899") is True
assert is_valid_isin("1S0000000007") is False
assert is_valid_isin("U10000000006") is False
assert is_valid_isin("US037833100G") is False
assert is_valid_isin("US037833100") is False
