# query: Check a US National Provider Identifier: exactly ten ASCII digits whose last digit is the Luhn check
#   digit computed over the prefix "80840" followed by the first nine digits (double every second digit from
#   the right of that prefix-plus-nine string, starting with its last digit).
# entry_point: is_valid_npi
# example: is_valid_npi("1234567893") == True
# example: is_valid_npi("1234567890") == False

def is_valid_npi(npi):
    if len(npi) != 10 or not npi.isascii() or not npi.isdigit():
        return False
    payload = "80840" + npi[:9]
    total = 0
    for position, character in enumerate(reversed(payload)):
        digit = int(character)
        if position % 2 == 0:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    check = (10 - total % 10) % 10
    return int(npi[9]) == check


# tests
assert is_valid_npi("1245319599") is True
assert is_valid_npi("1003000126") is True
assert is_valid_npi("1003000127") is False
assert is_valid_npi("2003000125") is False
assert is_valid_npi("124531959") is False
assert is_valid_npi("12453195990") is False
assert is_valid_npi("12453195x9") is False
assert is_valid_npi("1999999992") is True
assert is_valid_npi("1000000004") is True
assert is_valid_npi("1555555550") is True
