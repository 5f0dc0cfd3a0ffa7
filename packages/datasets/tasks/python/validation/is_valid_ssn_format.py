# query: Check whether a string is a plausibly issued US Social Security number "AAA-GG-SSSS" of ASCII
#   digits: the area may not be 000, 666 or start with 9, the group may not be 00 and the serial may not
#   be 0000.
# entry_point: is_valid_ssn_format
# example: is_valid_ssn_format("123-45-6789") == True
# example: is_valid_ssn_format("123456789") == False

def is_valid_ssn_format(text):
    if len(text) != 11 or text[3] != "-" or text[6] != "-":
        return False
    area = text[:3]
    group = text[4:6]
    serial = text[7:]
    for part in (area, group, serial):
        for character in part:
            if character < "0" or character > "9":
                return False
    if area == "000" or area == "666" or area[0] == "9":
        return False
    if group == "00" or serial == "0000":
        return False
    return True


# tests
assert is_valid_ssn_format("102-45-6789") is True
assert is_valid_ssn_format("000-12-3456") is False
assert is_valid_ssn_format("666-12-3456") is False
assert is_valid_ssn_format("900-12-3456") is False
assert is_valid_ssn_format("899-99-9999") is True
assert is_valid_ssn_format("123-00-4567") is False
assert is_valid_ssn_format("123-45-0000") is False
assert is_valid_ssn_format("123-45-67890") is False
assert is_valid_ssn_format("123-45-678a") is False
assert is_valid_ssn_format("123-45- 789") is False
