# query: Check whether a string is a valid ISBN-13: after removing hyphens and spaces it must be exactly
#   13 digits starting with 978 or 979, and the digits weighted alternately 1 and 3 must sum to a
#   multiple of 10. Any other character makes it invalid.
# entry_point: is_valid_isbn13
# example: is_valid_isbn13("978-0-7475-3269-9") == True
# example: is_valid_isbn13("978-0-7475-3269-0") == False

def is_valid_isbn13(text):
    digits = []
    for character in text:
        if character == "-" or character == " ":
            continue
        if character < "0" or character > "9":
            return False
        digits.append(ord(character) - ord("0"))
    if len(digits) != 13:
        return False
    if digits[0] != 9 or digits[1] != 7 or digits[2] < 8:
        return False
    total = 0
    for index in range(13):
        weight = 1 if index % 2 == 0 else 3
        total += weight * digits[index]
    return total % 10 == 0


# tests
assert is_valid_isbn13("978-0-306-40615-7") is True
assert is_valid_isbn13("9780306406157") is True
assert is_valid_isbn13("978 0 306 40615 7") is True
assert is_valid_isbn13("978-0-306-40615-8") is False
assert is_valid_isbn13("979-10-90636-07-1") is True
assert is_valid_isbn13("9770306406158") is False
assert is_valid_isbn13("978030640615") is False
assert is_valid_isbn13("978030640615A") is False
assert is_valid_isbn13("9680306406150") is False
assert is_valid_isbn13("97803064061570") is False
