# query: Check a US DEA registration number: two letters (the first from A, B, C, D, E, F, G, H, J, K, L, M,
#   P, R, S, T, U, X; the second any letter or the digit 9) followed by seven digits, where the last digit
#   equals the last digit of (d1 + d3 + d5) + 2 * (d2 + d4 + d6) over the first six digits.
# entry_point: is_valid_dea_number
# example: is_valid_dea_number("AB1234563") == True
# example: is_valid_dea_number("AB1234567") == False

def is_valid_dea_number(number):
    if len(number) != 9:
        return False
    if number[0] not in "ABCDEFGHJKLMPRSTUX":
        return False
    if not ("A" <= number[1] <= "Z" or number[1] == "9"):
        return False
    digits = number[2:]
    for character in digits:
        if character < "0" or character > "9":
            return False
    odd = int(digits[0]) + int(digits[2]) + int(digits[4])
    even = int(digits[1]) + int(digits[3]) + int(digits[5])
    return (odd + 2 * even) % 10 == int(digits[6])


# tests
assert is_valid_dea_number("BJ6125341") is True
assert is_valid_dea_number("AZ9999991") is True
assert is_valid_dea_number("A91234563") is True
assert is_valid_dea_number("X11234563") is False
assert is_valid_dea_number("ab1234563") is False
assert is_valid_dea_number("IB1234563") is False
assert is_valid_dea_number("AB123456") is False
assert is_valid_dea_number("AB12345A3") is False
assert is_valid_dea_number("AB1234573") is False
assert is_valid_dea_number("AA0234562") is True
