# query: Convert a CSS hex colour such as "#1a2b3c" or the short form "#abc" (each digit doubled) into
#   a (red, green, blue) tuple of integers; hex digits may be upper or lower case. Return None if the
#   text does not start with "#" followed by exactly 3 or 6 hex digits.
# entry_point: hex_color_to_rgb
# example: hex_color_to_rgb("#000080") == (0, 0, 128)
# example: hex_color_to_rgb("#fff") == (255, 255, 255)

def hex_color_to_rgb(text):
    if not text.startswith("#"):
        return None
    digits = text[1:]
    if len(digits) == 3:
        digits = digits[0] * 2 + digits[1] * 2 + digits[2] * 2
    if len(digits) != 6:
        return None
    for character in digits:
        if character not in "0123456789abcdefABCDEF":
            return None
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


# tests
assert hex_color_to_rgb("#ff0000") == (255, 0, 0)
assert hex_color_to_rgb("#00FF7f") == (0, 255, 127)
assert hex_color_to_rgb("#abc") == (170, 187, 204)
assert hex_color_to_rgb("#123456") == (18, 52, 86)
assert hex_color_to_rgb("xff0000") is None
assert hex_color_to_rgb("ff0000") is None
assert hex_color_to_rgb("#ff00") is None
assert hex_color_to_rgb("#gg0000") is None
assert hex_color_to_rgb("#") is None
assert hex_color_to_rgb("#12g") is None
