# query: Check whether a string is a UK postcode "<outward> <inward>" with one space, letters in either
#   case. The outward code has one of the shapes A9, A99, AA9, AA99, A9A or AA9A (A a letter, 9 a digit); the
#   inward code is a digit and two letters, neither of which is C, I, K, M, O or V.
# entry_point: is_valid_uk_postcode
# example: is_valid_uk_postcode("SW1A 1AA") == True
# example: is_valid_uk_postcode("SW1A1AA") == False

def is_valid_uk_postcode(text):
    def shape(part):
        marks = ""
        for character in part:
            if "0" <= character <= "9":
                marks += "9"
            elif "A" <= character <= "Z":
                marks += "A"
            else:
                marks += "?"
        return marks

    upper = text.upper()
    space = upper.find(" ")
    if space == -1:
        return False
    outward = upper[:space]
    inward = upper[space + 1:]
    if shape(outward) not in ("A9", "A99", "AA9", "AA99", "A9A", "AA9A"):
        return False
    if shape(inward) != "9AA":
        return False
    return inward[1] not in "CIKMOV" and inward[2] not in "CIKMOV"


# tests
assert is_valid_uk_postcode("B99 9ZZ") is True
assert is_valid_uk_postcode("b33 8th") is True
assert is_valid_uk_postcode("DN55 1PT") is True
assert is_valid_uk_postcode("W1A 0AX") is True
assert is_valid_uk_postcode("ec1a 1bb") is True
assert is_valid_uk_postcode("ABC1 1AA") is False
assert is_valid_uk_postcode("M1 1CA") is False
assert is_valid_uk_postcode("M1 1AV") is False
assert is_valid_uk_postcode("M1  1AE") is False
assert is_valid_uk_postcode("M11AE") is False
