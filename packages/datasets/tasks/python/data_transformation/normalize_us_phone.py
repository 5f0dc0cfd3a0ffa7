# query: Normalize a US phone number written with optional spaces, parentheses, dashes or dots (and an
#   optional leading "+") to the form "+1XXXXXXXXXX". Accept 10 digits, or 11 digits starting with the
#   country code 1; return None for other digit counts, an area code starting with 0 or 1, or any other
#   character.
# entry_point: normalize_us_phone
# example: normalize_us_phone("(212) 555-0147") == "+12125550147"
# example: normalize_us_phone("1.303.555.0199") == "+13035550199"

def normalize_us_phone(text):
    digits = ""
    for position, character in enumerate(text.strip()):
        if character.isdigit():
            digits += character
        elif character == "+" and position == 0:
            continue
        elif character in " ()-.":
            continue
        else:
            return None
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10 or digits[0] in "01":
        return None
    return "+1" + digits


# tests
assert normalize_us_phone("4155550100") == "+14155550100"
assert normalize_us_phone("+1 (415) 555-0100") == "+14155550100"
assert normalize_us_phone(" 14155550100 ") == "+14155550100"
assert normalize_us_phone("415.555.0100") == "+14155550100"
assert normalize_us_phone("24155550100") is None
assert normalize_us_phone("415555010") is None
assert normalize_us_phone("(015) 555-0100") is None and normalize_us_phone("1-115-555-0100") is None
assert normalize_us_phone("415-555-O100") is None
assert normalize_us_phone("415+5550100") is None
assert normalize_us_phone("") is None
