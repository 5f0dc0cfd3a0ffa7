# query: Check whether a string is a valid NHS number: ten ASCII digits, spaces ignored, where the first nine
#   digits weighted 10 down to 2 give a check value of 11 minus (sum modulo 11), with 11 meaning 0 and 10
#   meaning the number can never be valid, which must equal the tenth digit.
# entry_point: is_valid_nhs_number
# example: is_valid_nhs_number("450 557 7104") == True
# example: is_valid_nhs_number("4505577105") == False

def is_valid_nhs_number(text):
    digits = []
    for character in text:
        if character == " ":
            continue
        if character < "0" or character > "9":
            return False
        digits.append(ord(character) - ord("0"))
    if len(digits) != 10:
        return False
    total = 0
    for index in range(9):
        total += digits[index] * (10 - index)
    check = 11 - total % 11
    if check == 11:
        check = 0
    return check == digits[9]


# tests
assert is_valid_nhs_number("943 476 5919") is True
assert is_valid_nhs_number("4010232137") is True
assert is_valid_nhs_number("9434765918") is False
assert is_valid_nhs_number("943476591") is False
assert is_valid_nhs_number("94347659190") is False
assert is_valid_nhs_number("D434765919") is False
assert is_valid_nhs_number("1000000060") is True
assert is_valid_nhs_number("1000000061") is False
assert is_valid_nhs_number("") is False
