# query: Check a Dutch citizen service number (BSN) with the "eleven test": exactly nine ASCII digits, not
#   all zero, where the first eight digits weighted 9, 8, ..., 2 minus the last digit give a sum divisible by 11.
# entry_point: is_valid_bsn
# example: is_valid_bsn("111222333") == True
# example: is_valid_bsn("111222334") == False

def is_valid_bsn(number):
    if len(number) != 9:
        return False
    total = 0
    for index, character in enumerate(number):
        if character < "0" or character > "9":
            return False
        digit = int(character)
        if index < 8:
            total += digit * (9 - index)
        else:
            total -= digit
    if number == "000000000":
        return False
    return total % 11 == 0


# tests
assert is_valid_bsn("123456782") is True
assert is_valid_bsn("123456783") is False
assert is_valid_bsn("000000000") is False
assert is_valid_bsn("12345678") is False
assert is_valid_bsn("1234567820") is False
assert is_valid_bsn("12345678a") is False
assert is_valid_bsn("999999990") is True
assert is_valid_bsn("100000009") is True
assert is_valid_bsn("010000008") is True
assert is_valid_bsn("990000000") is False
