# query: Check whether a string is a US ABA bank routing number: exactly nine ASCII digits, not all zero,
#   whose digits weighted 3, 7, 1, 3, 7, 1, 3, 7, 1 sum to a multiple of 10.
# entry_point: is_valid_aba_routing
# example: is_valid_aba_routing("121000358") == True
# example: is_valid_aba_routing("121000359") == False

def is_valid_aba_routing(text):
    if len(text) != 9:
        return False
    digits = []
    for character in text:
        if character < "0" or character > "9":
            return False
        digits.append(ord(character) - ord("0"))
    if text == "000000000":
        return False
    total = 0
    for index in range(9):
        weight = (3, 7, 1)[index % 3]
        total += weight * digits[index]
    return total % 10 == 0


# tests
assert is_valid_aba_routing("111000025") is True
assert is_valid_aba_routing("011000015") is True
assert is_valid_aba_routing("021000021") is True
assert is_valid_aba_routing("122105278") is True
assert is_valid_aba_routing("111000026") is False
assert is_valid_aba_routing("026009593") is True
assert is_valid_aba_routing("11100002a") is False
assert is_valid_aba_routing("000000000") is False
assert is_valid_aba_routing("1110000250") is False
assert is_valid_aba_routing("11100002?") is False
