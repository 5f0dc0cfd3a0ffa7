# query: Check a UK National Insurance number such as "QQ 12 34 56 C" (spaces ignored, uppercase only): two
#   prefix letters, six digits and a suffix letter A-D. The first letter may not be D, F, I, Q, U or V, the
#   second may not be D, F, I, O, Q, U or V, and the prefixes BG, GB, KN, NK, NT, TN and ZZ are not allowed.
# entry_point: is_valid_uk_nino
# example: is_valid_uk_nino("AB 12 34 56 C") == True
# example: is_valid_uk_nino("AB 12 34 56 E") == False

def is_valid_uk_nino(text):
    code = text.replace(" ", "")
    if len(code) != 9:
        return False
    first, second = code[0], code[1]
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    if first not in letters or first in "DFIQUV":
        return False
    if second not in letters or second in "DFIOQUV":
        return False
    if code[:2] in ("BG", "GB", "KN", "NK", "NT", "TN", "ZZ"):
        return False
    for character in code[2:8]:
        if character not in "0123456789":
            return False
    return code[8] in "ABCD"


# tests
assert is_valid_uk_nino("JG103759A") is True
assert is_valid_uk_nino("jg103759a") is False
assert is_valid_uk_nino("DA123456A") is False
assert is_valid_uk_nino("AO123456A") is False
assert is_valid_uk_nino("OA123456D") is True
assert is_valid_uk_nino("GB123456A") is False
assert is_valid_uk_nino("ZY123456B") is True
assert is_valid_uk_nino("AB12345XA") is False
assert is_valid_uk_nino("ABX23456A") is False
assert is_valid_uk_nino("AB123456AB") is False
