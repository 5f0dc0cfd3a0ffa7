# query: Check an International Standard Recording Code, with or without hyphens ("US-S1Z-99-00001" or
#   "USS1Z9900001"): a two-letter country code, a three-character registrant code of uppercase letters and
#   digits, two digits for the year and five digits. Hyphens, if used, must separate exactly these four parts.
# entry_point: is_valid_isrc
# example: is_valid_isrc("GB-AYE-01-00012") == True
# example: is_valid_isrc("GB-AYE-01-0001") == False

def is_valid_isrc(code):
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    digits = "0123456789"
    if "-" in code:
        parts = code.split("-")
        if [len(part) for part in parts] != [2, 3, 2, 5]:
            return False
        code = "".join(parts)
    if len(code) != 12:
        return False
    for index, character in enumerate(code):
        if index < 2:
            ok = character in letters
        elif index < 5:
            ok = character in letters or character in digits
        else:
            ok = character in digits
        if not ok:
            return False
    return True


# tests
assert is_valid_isrc("GB1AB9900001") is True
assert is_valid_isrc("US-S1Z-99-00001") is True
assert is_valid_isrc("U1-S1Z-99-00001") is False
assert is_valid_isrc("US-S!Z-99-00001") is False
assert is_valid_isrc("US-S1Z-A9-00001") is False
assert is_valid_isrc("us-s1z-99-00001") is False
assert is_valid_isrc("USS-1Z-99-00001") is False
assert is_valid_isrc("USS1Z990000") is False
assert is_valid_isrc("USS1Z99000012") is False
assert is_valid_isrc("USs1Z9900001") is False
