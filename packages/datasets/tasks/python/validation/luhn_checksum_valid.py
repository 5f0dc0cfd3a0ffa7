# query: Check whether a card-style number passes the Luhn checksum. Spaces are ignored; any other
#   non-digit character, or fewer than two digits, makes it invalid.
# entry_point: luhn_checksum_valid
# example: luhn_checksum_valid("4111 1111 1111 1111") == True
# example: luhn_checksum_valid("4111 1111 1111 1112") == False

def luhn_checksum_valid(number):
    digits = []
    for character in number:
        if character == " ":
            continue
        if character < "0" or character > "9":
            return False
        digits.append(ord(character) - ord("0"))
    if len(digits) < 2:
        return False
    total = 0
    for position, digit in enumerate(reversed(digits)):
        if position % 2 == 1:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total % 10 == 0


# tests
assert luhn_checksum_valid("79927398713") is True
assert luhn_checksum_valid("79927398710") is False
assert luhn_checksum_valid("4539 1488 0343 6467") is True
assert luhn_checksum_valid("") is False
assert luhn_checksum_valid("0") is False
assert luhn_checksum_valid("00") is True
assert luhn_checksum_valid("4539-1488-0343-6467") is False
assert luhn_checksum_valid("59") is True
assert luhn_checksum_valid("7992739871=") is False
assert luhn_checksum_valid("91") is True
