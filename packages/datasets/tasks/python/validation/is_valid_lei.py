# query: Check a Legal Entity Identifier: exactly 20 characters of uppercase ASCII letters and digits, ending
#   in two digits, such that the whole code read as a number with letters replaced by 10-35 (A=10 ... Z=35)
#   leaves remainder 1 when divided by 97.
# entry_point: is_valid_lei
# example: is_valid_lei("5493001KJTIIGC8Y1R12") == True
# example: is_valid_lei("5493001KJTIIGC8Y1R13") == False

def is_valid_lei(code):
    if len(code) != 20 or not code[18:].isdigit():
        return False
    remainder = 0
    for character in code:
        if "0" <= character <= "9":
            value = ord(character) - ord("0")
        elif "A" <= character <= "Z":
            value = ord(character) - ord("A") + 10
        else:
            return False
        if value >= 10:
            remainder = (remainder * 100 + value) % 97
        else:
            remainder = (remainder * 10 + value) % 97
    return remainder == 1


# tests
assert is_valid_lei("529900T8BM49AURSDO55") is True
assert is_valid_lei("HWUPKR0MPOU8FGXBT394") is True
assert is_valid_lei("HWUPKR0MPOU8FGXBT395") is False
assert is_valid_lei("hwupkr0mpou8fgxbt394") is False
assert is_valid_lei("529900T8BM49AURSDO5") is False
assert is_valid_lei("000000000000000000001") is False
assert is_valid_lei("000000000000000001Z9") is False
assert is_valid_lei("5299-0T8BM49AURSDO55") is False
assert is_valid_lei("00000000000000000001") is True
assert is_valid_lei("ZZZZZZZZZZZZZZZZZZ40") is True
