# query: Check a Maidenhead grid locator of 2, 4, 6 or 8 characters: a pair of field letters A-R, then
#   optionally a pair of digits, then a pair of subsquare letters A-X, then a pair of digits, each pair only
#   after the previous one. Letters may be in either case.
# entry_point: is_valid_maidenhead_locator
# example: is_valid_maidenhead_locator("FN31pr") == True
# example: is_valid_maidenhead_locator("FN3") == False

def is_valid_maidenhead_locator(locator):
    text = locator.upper()
    if len(text) not in (2, 4, 6, 8):
        return False
    for index, character in enumerate(text):
        pair = index // 2
        if pair == 0:
            allowed = "ABCDEFGHIJKLMNOPQR"
        elif pair == 2:
            allowed = "ABCDEFGHIJKLMNOPQRSTUVWX"
        else:
            allowed = "0123456789"
        if character not in allowed:
            return False
    return True


# tests
assert is_valid_maidenhead_locator("JO") is True
assert is_valid_maidenhead_locator("IO91wm") is True
assert is_valid_maidenhead_locator("jo91") is True
assert is_valid_maidenhead_locator("RR99XX99") is True
assert is_valid_maidenhead_locator("") is False
assert is_valid_maidenhead_locator("SA00") is False
assert is_valid_maidenhead_locator("JO9A") is False
assert is_valid_maidenhead_locator("JO91wy") is False
assert is_valid_maidenhead_locator("JO91wm4x") is False
assert is_valid_maidenhead_locator("JO91wm47aa") is False
