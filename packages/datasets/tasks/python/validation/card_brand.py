# query: Identify the brand of a payment card number from its prefix and length (spaces ignored):
#   "amex" for 34 or 37 with 15 digits, "visa" for 4 with 13 or 16 digits, "mastercard" for 51-55 with 16
#   digits, "discover" for 6011 or 65 with 16 digits. Anything else, or any character other than digits and
#   spaces, gives None.
# entry_point: card_brand
# example: card_brand("4111 1111 1111 1111") == 'visa'
# example: card_brand("1234567890123") == None

def card_brand(number):
    digits = number.replace(" ", "")
    if not digits.isdigit():
        return None
    length = len(digits)
    if digits[:2] in ("34", "37") and length == 15:
        return "amex"
    if digits[0] == "4" and length in (13, 16):
        return "visa"
    if length == 16:
        if digits[:2] in ("51", "52", "53", "54", "55"):
            return "mastercard"
        if digits[:4] == "6011" or digits[:2] == "65":
            return "discover"
    return None


# tests
assert card_brand("371449635398431") == 'amex'
assert card_brand("3400000000000009") is None
assert card_brand("4222222222222") == 'visa'
assert card_brand("4012888888881881") == 'visa'
assert card_brand("42222222222222") is None
assert card_brand("5105105105105100") == 'mastercard'
assert card_brand("5555555555554444") == 'mastercard'
assert card_brand("6011 0009 9013 9424") == 'discover'
assert card_brand("6500000000000002") == 'discover'
assert card_brand("4111 1111 1111 111x") is None
