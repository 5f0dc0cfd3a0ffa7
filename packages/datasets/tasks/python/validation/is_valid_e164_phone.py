# query: Check whether a string is a phone number in strict E.164 form: a "+" followed by 8 to 15 ASCII
#   digits, the first of which is not 0, with no spaces or other characters.
# entry_point: is_valid_e164_phone
# example: is_valid_e164_phone("+447911123456") == True
# example: is_valid_e164_phone("+44 7911 123456") == False

def is_valid_e164_phone(text):
    if len(text) < 9 or len(text) > 16:
        return False
    if text[0] != "+":
        return False
    if text[1] == "0":
        return False
    for character in text[1:]:
        if character < "0" or character > "9":
            return False
    return True


# tests
assert is_valid_e164_phone("+14155552671") is True
assert is_valid_e164_phone("14155552671") is False
assert is_valid_e164_phone("+04155552671") is False
assert is_valid_e164_phone("+1415555267a") is False
assert is_valid_e164_phone("+1234567") is False
assert is_valid_e164_phone("+12345678") is True
assert is_valid_e164_phone("+123456789012345") is True
assert is_valid_e164_phone("+1234567890123456") is False
assert is_valid_e164_phone("+ 14155552671") is False
assert is_valid_e164_phone("+1415555267:") is False
