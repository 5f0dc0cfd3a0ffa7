# query: Check whether a string is a valid ISBN-10. Hyphens are ignored; the rest must be exactly ten
#   characters, nine digits followed by a digit or "X"/"x" (worth 10), whose sum weighted 10 down to 1
#   is divisible by 11.
# entry_point: is_valid_isbn10
# example: is_valid_isbn10("0-7475-3269-9") == True
# example: is_valid_isbn10("0-7475-3269-8") == False

def is_valid_isbn10(text):
    characters = [character for character in text if character != "-"]
    if len(characters) != 10:
        return False
    total = 0
    for index, character in enumerate(characters):
        if "0" <= character <= "9":
            value = ord(character) - ord("0")
        elif index == 9 and character in "Xx":
            value = 10
        else:
            return False
        total += (10 - index) * value
    return total % 11 == 0


# tests
assert is_valid_isbn10("0-306-40615-2") is True
assert is_valid_isbn10("0306406152") is True
assert is_valid_isbn10("080442957X") is True
assert is_valid_isbn10("080442957x") is True
assert is_valid_isbn10("0306406153") is False
assert is_valid_isbn10("X306406152") is False
assert is_valid_isbn10("030640615") is False
assert is_valid_isbn10("") is False
assert is_valid_isbn10("03064061522") is False
assert is_valid_isbn10("080442957Y") is False
