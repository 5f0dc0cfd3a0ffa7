# query: Check whether a string is a MAC address written as six two-digit hexadecimal groups (either letter
#   case) separated by colons or by hyphens, using the same separator throughout.
# entry_point: is_valid_mac_address
# example: is_valid_mac_address("a4:5e:60:c2:11:0b") == True
# example: is_valid_mac_address("a4:5e:60:c2:11") == False

def is_valid_mac_address(text):
    if len(text) != 17:
        return False
    separator = text[2]
    if separator != ":" and separator != "-":
        return False
    for index in range(17):
        character = text[index]
        if index % 3 == 2:
            if character != separator:
                return False
        elif not ("0" <= character <= "9" or "a" <= character.lower() <= "f"):
            return False
    return True


# tests
assert is_valid_mac_address("00:1A:2b:3C:4d:5E") is True
assert is_valid_mac_address("00-1A-2B-3C-4D-5E") is True
assert is_valid_mac_address("00:1A-2B:3C:4D:5E") is False
assert is_valid_mac_address("00:1A:2B:3C:4D") is False
assert is_valid_mac_address("00:1A:2B:3C:4D:5G") is False
assert is_valid_mac_address("001A2B3C4D5E") is False
assert is_valid_mac_address("") is False
assert is_valid_mac_address("00.1A.2B.3C.4D.5E") is False
assert is_valid_mac_address("99:aa:ff:AF:09:90") is True
assert is_valid_mac_address("00:1A:2B:3C:4D5:E") is False
