# query: Parse a string of digits in a base from 2 to 36 (letters in either case stand for 10-35, optional
#   leading "-") into an integer. Returns None for an invalid base, an empty string or sign alone, or any
#   character that is not a valid digit for the base.
# entry_point: from_base
# example: from_base("777", 8) == 511
# example: from_base("-ff", 16) == -255

def from_base(text, base):
    if base < 2 or base > 36 or not text:
        return None
    sign = 1
    if text[0] == "-":
        sign = -1
        text = text[1:]
    if not text:
        return None
    value = 0
    for character in text.lower():
        if character.isdigit():
            digit = ord(character) - ord("0")
        elif "a" <= character <= "z":
            digit = ord(character) - ord("a") + 10
        else:
            return None
        if digit >= base:
            return None
        value = value * base + digit
    return sign * value


# tests
assert from_base("ff", 16) == 255 and from_base("a", 16) == 10
assert from_base("FF", 16) == 255
assert from_base("-1010", 2) == -10
assert from_base("z", 36) == 35 and from_base("10", 36) == 36
assert from_base("2", 2) is None
assert from_base("", 10) is None and from_base("-", 10) is None
assert from_base("1g", 16) is None and from_base("1f", 16) == 31
assert from_base("1.5", 10) is None
assert from_base("9", 10) == 9 and from_base("a", 10) is None
assert from_base("0", 1) is None and from_base("1", 37) is None
