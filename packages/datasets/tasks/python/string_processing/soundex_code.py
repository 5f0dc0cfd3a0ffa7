# query: Compute the four-character American Soundex code of a name: the first letter uppercased followed by
#   three digits for the following consonant sounds, where letters with the same code next to each other
#   (or separated only by h or w) count once, vowels separate them, and the code is padded with zeros.
#   Non-letters are ignored and a name without letters gives "".
# entry_point: soundex_code
# example: soundex_code("Smith") == "S530"
# example: soundex_code("Jackson") == "J250"

def soundex_code(name):
    codes = {}
    for letters, digit in (("bfpv", "1"), ("cgjkqsxz", "2"), ("dt", "3"), ("l", "4"), ("mn", "5"), ("r", "6")):
        for letter in letters:
            codes[letter] = digit
    letters = [character for character in name.lower() if character.isalpha()]
    if not letters:
        return ""
    result = letters[0].upper()
    previous = codes.get(letters[0], "")
    for letter in letters[1:]:
        digit = codes.get(letter, "")
        if digit != "" and digit != previous:
            result += digit
            if len(result) == 4:
                break
        if letter not in "hw":
            previous = digit
    return result + "0" * (4 - len(result))


# tests
assert soundex_code("Robert") == "R163"
assert soundex_code("Bryant") == "B653"
assert soundex_code("Ashcraft") == "A261"
assert soundex_code("Tymczak") == "T522"
assert soundex_code("Pfister") == "P236"
assert soundex_code("Lee") == "L000"
assert soundex_code("") == ""
assert soundex_code("O'Hara") == "O600"
assert soundex_code("Honeyman") == "H555"
assert soundex_code("Washington") == "W252"
