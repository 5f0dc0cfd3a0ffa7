# query: Check a Mexican CLABE bank account number: exactly 18 ASCII digits, where the last digit equals
#   (10 - (sum of the first 17 digits times the repeating weights 3, 7, 1, each product taken mod 10) mod 10) mod 10.
# entry_point: is_valid_clabe
# example: is_valid_clabe("002010077777777771") == True
# example: is_valid_clabe("002010077777777772") == False

def is_valid_clabe(number):
    if len(number) != 18 or not number.isascii() or not number.isdigit():
        return False
    weights = (3, 7, 1)
    total = 0
    for index in range(17):
        total += int(number[index]) * weights[index % 3] % 10
    check = (10 - total % 10) % 10
    return int(number[17]) == check


# tests
assert is_valid_clabe("032180000118359719") is True
assert is_valid_clabe("032180000118359710") is False
assert is_valid_clabe("000000000000000000") is True
assert is_valid_clabe("100000000000000007") is True
assert is_valid_clabe("070000000000000001") is True
assert is_valid_clabe("001000000000000009") is True
assert is_valid_clabe("00000000000000001") is False
assert is_valid_clabe("0000000000000000000") is False
assert is_valid_clabe("00000000000000000a") is False
assert is_valid_clabe("000000000000000090") is False
