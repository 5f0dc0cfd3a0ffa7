# query: Check whether a string is a CSS hex colour: "#" followed by exactly 3, 4, 6 or 8 hexadecimal
#   digits, in either letter case.
# entry_point: is_hex_color
# example: is_hex_color("#00ff00") == True
# example: is_hex_color("#12345") == False

def is_hex_color(text):
    if len(text) == 0 or text[0] != "#":
        return False
    digits = text[1:]
    if len(digits) not in (3, 4, 6, 8):
        return False
    for character in digits:
        lower = character.lower()
        if not ("0" <= lower <= "9" or "a" <= lower <= "f"):
            return False
    return True


# tests
assert is_hex_color("#fff") is True
assert is_hex_color("#FFAA00") is True
assert is_hex_color("#12345678") is True
assert is_hex_color("#abcd") is True
assert is_hex_color("abcd") is False
assert is_hex_color("#ff") is False
assert is_hex_color("#fffff") is False
assert is_hex_color("#ggg") is False
assert is_hex_color("") is False
assert is_hex_color("#09af") is True
