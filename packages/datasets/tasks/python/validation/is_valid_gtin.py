# query: Check whether a string is a valid GTIN barcode number (GTIN-8, UPC-A/GTIN-12, EAN-13 or GTIN-14):
#   8, 12, 13 or 14 ASCII digits whose last digit is the check digit, computed by weighting the other
#   digits 3 and 1 alternately starting with 3 next to the check digit, and taking the amount needed to
#   reach the next multiple of 10.
# entry_point: is_valid_gtin
# example: is_valid_gtin("5901234123457") == True
# example: is_valid_gtin("5901234123458") == False

def is_valid_gtin(code):
    if len(code) not in (8, 12, 13, 14):
        return False
    for character in code:
        if character < "0" or character > "9":
            return False
    total = 0
    for position in range(1, len(code)):
        digit = ord(code[len(code) - 1 - position]) - ord("0")
        if position % 2 == 1:
            total += 3 * digit
        else:
            total += digit
    check = (10 - total % 10) % 10
    return check == ord(code[-1]) - ord("0")


# tests
assert is_valid_gtin("96385074") is True
assert is_valid_gtin("036000291452") is True
assert is_valid_gtin("4006381333931") is True
assert is_valid_gtin("10614141000415") is True
assert is_valid_gtin("4006381333932") is False
assert is_valid_gtin("400638133393") is False
assert is_valid_gtin("123456789") is False
assert is_valid_gtin("4006381333a31") is False
assert is_valid_gtin("00000000") is True
assert is_valid_gtin("") is False
