# query: Check whether a string is a valid ISSN written "NNNN-NNNC": seven digits and a check character C,
#   where the digits weighted 8, 7, ..., 2 plus the check value must be a multiple of 11 and a check value
#   of 10 is written as an uppercase "X".
# entry_point: is_valid_issn
# example: is_valid_issn("0378-5955") == True
# example: is_valid_issn("0378-5954") == False

def is_valid_issn(text):
    if len(text) != 9 or text[4] != "-":
        return False
    digits = text[:4] + text[5:8]
    if not digits.isdigit():
        return False
    total = 0
    for index, character in enumerate(digits):
        total += int(character) * (8 - index)
    check = (11 - total % 11) % 11
    expected = "X" if check == 10 else str(check)
    return text[8] == expected


# tests
assert is_valid_issn("0317-8471") is True
assert is_valid_issn("2049-3630") is True
assert is_valid_issn("2434-561X") is True
assert is_valid_issn("2434-561x") is False
assert is_valid_issn("2434-5610") is False
assert is_valid_issn("03178471") is False
assert is_valid_issn("0317+8471") is False
assert is_valid_issn("03a7-8471") is False
assert is_valid_issn("1050-124X") is True
assert is_valid_issn("0000-0000") is True
