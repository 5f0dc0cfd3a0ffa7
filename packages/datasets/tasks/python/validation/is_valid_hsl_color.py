# query: Check whether a string is a CSS color in the form "hsl(H, S%, L%)": a whole-number hue from 0 to
#   360 and whole-number saturation and lightness from 0 to 100, each followed by "%". Spaces are allowed
#   around the values and "HSL" may be in any case, but nothing may follow the closing parenthesis.
# entry_point: is_valid_hsl_color
# example: is_valid_hsl_color("hsl(120, 50%, 25%)") == True
# example: is_valid_hsl_color("hsl(120, 50, 25)") == False

def is_valid_hsl_color(text):
    lowered = text.strip().lower()
    if not lowered.startswith("hsl(") or not lowered.endswith(")"):
        return False
    parts = lowered[4:-1].split(",")
    if len(parts) != 3:
        return False
    hue = parts[0].strip()
    if not hue.isdigit() or int(hue) > 360:
        return False
    for part in parts[1:]:
        value = part.strip()
        if not value.endswith("%"):
            return False
        number = value[:-1]
        if not number.isdigit() or int(number) > 100:
            return False
    return True


# tests
assert is_valid_hsl_color("hsl(0,0%,0%)") is True
assert is_valid_hsl_color("HSL( 360 , 100% , 100% )") is True
assert is_valid_hsl_color("hsl(361, 50%, 50%)") is False
assert is_valid_hsl_color("hsl(10, 101%, 50%)") is False
assert is_valid_hsl_color("hsl(10, 50%, 101%)") is False
assert is_valid_hsl_color("hsl(10, 50%)") is False
assert is_valid_hsl_color("hsl(-10, 50%, 50%)") is False
assert is_valid_hsl_color("rgb(10, 50%, 50%)") is False
assert is_valid_hsl_color("hsl(10,50%,50%%") is False
assert is_valid_hsl_color("hsl(10, 50%, 50)") is False
