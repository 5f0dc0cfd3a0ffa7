# query: Check whether a string is a valid IBAN. Spaces are ignored and letters may be lowercase; the
#   compact form must be 15 to 34 characters, start with two letters and two digits, contain only
#   letters and digits, and pass the ISO 7064 mod-97 check (first four characters moved to the end,
#   letters as 10-35, remainder 1).
# entry_point: is_valid_iban
# example: is_valid_iban("DE89 3704 0044 0532 0130 00") == True
# example: is_valid_iban("DE89 3704 0044 0532 0130 01") == False

def is_valid_iban(text):
    compact = text.replace(" ", "").upper()
    if len(compact) < 15 or len(compact) > 34:
        return False
    if not (compact[0].isalpha() and compact[1].isalpha() and compact[2].isdigit() and compact[3].isdigit()):
        return False
    rearranged = compact[4:] + compact[:4]
    remainder = 0
    for character in rearranged:
        if "0" <= character <= "9":
            value = ord(character) - ord("0")
            remainder = (remainder * 10 + value) % 97
        elif "A" <= character <= "Z":
            value = ord(character) - ord("A") + 10
            remainder = (remainder * 100 + value) % 97
        else:
            return False
    return remainder == 1


# tests
assert is_valid_iban("GB82 WEST 1234 5698 7654 32") is True
assert is_valid_iban("GB82 WEST 1234 5698 7654 33") is False
assert is_valid_iban("1B82WEST12345698765493") is False
assert is_valid_iban("NO93 8601 1117 947") is True
assert is_valid_iban("ZA550900000043") is False
assert is_valid_iban("az00 zzaa 1111 1111 1111 1111 1111 1111 92") is True
assert is_valid_iban("FR001111111111111111111111111111156") is False
assert is_valid_iban("G1551234567890183") is False
assert is_valid_iban("GBA11234567890123456") is False
assert is_valid_iban("GB8A1234567890123402") is False
