# query: Check a Spanish identity number: a DNI is eight digits and a control letter, an NIE starts with X,
#   Y or Z (counting as 0, 1 or 2) followed by seven digits and the letter. The letter must be the character
#   at position number mod 23 of "TRWAGMYFPDXBNJZSQVHLCKE"; letters must be uppercase.
# entry_point: is_valid_spanish_id
# example: is_valid_spanish_id("12345678Z") == True
# example: is_valid_spanish_id("12345678A") == False

def is_valid_spanish_id(text):
    letters = "TRWAGMYFPDXBNJZSQVHLCKE"
    if len(text) != 9:
        return False
    body = text[:8]
    prefix = "XYZ".find(body[0])
    if prefix != -1:
        body = str(prefix) + body[1:]
    if not body.isdigit() or not body.isascii():
        return False
    return text[8] == letters[int(body) % 23]


# tests
assert is_valid_spanish_id("00000000T") is True
assert is_valid_spanish_id("00000001R") is True
assert is_valid_spanish_id("99999999R") is True
assert is_valid_spanish_id("X1234567L") is True
assert is_valid_spanish_id("Y1234567X") is True
assert is_valid_spanish_id("Z1234567R") is True
assert is_valid_spanish_id("12345678z") is False
assert is_valid_spanish_id("12345678Z0") is False
assert is_valid_spanish_id("A1234567L") is False
assert is_valid_spanish_id("X1234567A") is False
