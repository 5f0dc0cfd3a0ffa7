# query: Check whether a string is a valid ORCID iD: four groups of four characters joined by hyphens, all
#   digits except that the last character may be "X", with the last character being the ISO 7064 MOD 11-2
#   check digit of the first fifteen digits (a check value of 10 is written "X").
# entry_point: is_valid_orcid
# example: is_valid_orcid("0000-0002-1825-0097") == True
# example: is_valid_orcid("0000-0002-1825-0098") == False

def is_valid_orcid(text):
    groups = text.split("-")
    if len(groups) != 4:
        return False
    for group in groups:
        if len(group) != 4:
            return False
    compact = "".join(groups)
    if not compact[:15].isdigit():
        return False
    total = 0
    for character in compact[:15]:
        total = (total + int(character)) * 2
    check = (12 - total % 11) % 11
    expected = "X" if check == 10 else str(check)
    return compact[15] == expected


# tests
assert is_valid_orcid("0000-0001-5109-3700") is True
assert is_valid_orcid("0000-0002-1694-233X") is True
assert is_valid_orcid("0000-0002-1694-2330") is False
assert is_valid_orcid("0000-0002-1694-233x") is False
assert is_valid_orcid("0000-0002-1825-0097-0000") is False
assert is_valid_orcid("0000-0002-18250-097") is False
assert is_valid_orcid("0000-0002-1825-00977") is False
assert is_valid_orcid("0000-0002-1825-00A7") is False
assert is_valid_orcid("0000-0003-1415-9269") is True
assert is_valid_orcid("0000-0000-0000-0000") is False
