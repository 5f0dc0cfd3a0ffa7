# query: Check whether a string is a US ZIP code: five ASCII digits, or (when ZIP+4 is allowed, the default)
#   five digits, a hyphen and four digits. A five-digit part of 00000 is never valid.
# entry_point: is_valid_us_zip_code
# example: is_valid_us_zip_code("02139") == True
# example: is_valid_us_zip_code("2139") == False

def is_valid_us_zip_code(text, allow_plus_four=True):
    if len(text) == 10:
        if not allow_plus_four or text[5] != "-":
            return False
        digits = text[:5] + text[6:]
    elif len(text) == 5:
        digits = text
    else:
        return False
    for character in digits:
        if character < "0" or character > "9":
            return False
    return digits[:5] != "00000"


# tests
assert is_valid_us_zip_code("12345") is True
assert is_valid_us_zip_code("12345-6789") is True
assert is_valid_us_zip_code("12345-6789", False) is False
assert is_valid_us_zip_code("1234") is False
assert is_valid_us_zip_code("12345 6789") is False
assert is_valid_us_zip_code("1234a") is False
assert is_valid_us_zip_code("12345-a789") is False
assert is_valid_us_zip_code("00000") is False
assert is_valid_us_zip_code("90210-0000") is True
assert is_valid_us_zip_code("00000-1234") is False
