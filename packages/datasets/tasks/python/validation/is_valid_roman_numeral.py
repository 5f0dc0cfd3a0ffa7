# query: Check whether a string is a Roman numeral for a number from 1 to 3999 written in standard form:
#   uppercase letters only, at most three repeats of I, X, C or M in a row, and only the subtractive pairs
#   IV, IX, XL, XC, CD and CM (so "IIII", "IL" and "VX" are invalid).
# entry_point: is_valid_roman_numeral
# example: is_valid_roman_numeral("XIV") == True
# example: is_valid_roman_numeral("IC") == False

def is_valid_roman_numeral(text):
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    if not text:
        return False
    for character in text:
        if character not in values:
            return False
    total = 0
    for index, character in enumerate(text):
        value = values[character]
        if index + 1 < len(text) and values[text[index + 1]] > value:
            total -= value
        else:
            total += value
    if total > 3999:
        return False
    pairs = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    canonical = ""
    remaining = total
    for amount, symbol in pairs:
        while remaining >= amount:
            canonical += symbol
            remaining -= amount
    return canonical == text


# tests
assert is_valid_roman_numeral("MMMCMXCIX") is True
assert is_valid_roman_numeral("DCCLXXVI") is True
assert is_valid_roman_numeral("IIII") is False
assert is_valid_roman_numeral("IL") is False
assert is_valid_roman_numeral("VX") is False
assert is_valid_roman_numeral("") is False
assert is_valid_roman_numeral("xiv") is False
assert is_valid_roman_numeral("MMMM") is False
assert is_valid_roman_numeral("XLII") is True
assert is_valid_roman_numeral("CDXCIV") is True
