# query: Check whether a URL component is correctly percent-encoded: every "%" must be followed by two
#   hexadecimal digits (either case), and every other character must be an ASCII letter or digit or one of
#   -._~:/?#[]@!$&'()*+,;= . The empty string is valid.
# entry_point: is_valid_percent_encoded
# example: is_valid_percent_encoded("a%2Fb") == True
# example: is_valid_percent_encoded("50%off") == False

def is_valid_percent_encoded(text):
    allowed = "-._~:/?#[]@!$&'()*+,;="
    index = 0
    while index < len(text):
        character = text[index]
        if character == "%":
            if index + 2 >= len(text):
                return False
            for offset in (1, 2):
                digit = text[index + offset].lower()
                if not ("0" <= digit <= "9" or "a" <= digit <= "f"):
                    return False
            index += 3
            continue
        if not (character.isascii() and character.isalnum()) and character not in allowed:
            return False
        index += 1
    return True


# tests
assert is_valid_percent_encoded("hello%20world") is True
assert is_valid_percent_encoded("%G2") is False
assert is_valid_percent_encoded("100%") is False
assert is_valid_percent_encoded("%4") is False
assert is_valid_percent_encoded("%2G") is False
assert is_valid_percent_encoded("a%20 b") is False
assert is_valid_percent_encoded("path/to?x=1&y=2") is True
assert is_valid_percent_encoded("") is True
assert is_valid_percent_encoded("%Af%09") is True
assert is_valid_percent_encoded("é") is False
