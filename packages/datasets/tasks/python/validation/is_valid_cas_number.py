# query: Check a CAS registry number such as "7732-18-5": two to seven digits, a hyphen, two digits, a hyphen
#   and one check digit, which must equal the sum of the other digits each multiplied by its position counted
#   from the right (the digit just before the check digit is position 1), modulo 10.
# entry_point: is_valid_cas_number
# example: is_valid_cas_number("7732-18-5") == True
# example: is_valid_cas_number("7732-18-4") == False

def is_valid_cas_number(text):
    parts = text.split("-")
    if len(parts) != 3:
        return False
    first, second, check = parts
    if not 2 <= len(first) <= 7 or len(second) != 2 or len(check) != 1:
        return False
    digits = first + second
    if not (digits + check).isdigit():
        return False
    total = 0
    for position, character in enumerate(reversed(digits), start=1):
        total += position * int(character)
    return total % 10 == int(check)


# tests
assert is_valid_cas_number("50-00-0") is True
assert is_valid_cas_number("64-17-5") is True
assert is_valid_cas_number("64-17-6") is False
assert is_valid_cas_number("1-17-2") is False
assert is_valid_cas_number("12345678-90-0") is False
assert is_valid_cas_number("1234567-11-3") is True
assert is_valid_cas_number("64-175") is False
assert is_valid_cas_number("64-1-7") is False
assert is_valid_cas_number("64-17-55") is False
assert is_valid_cas_number("6a-17-5") is False
