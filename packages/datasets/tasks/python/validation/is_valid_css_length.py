# query: Check whether a string is a CSS length: an optional "-", then a number (digits with an optional
#   fractional part, or a fraction like ".5"), then one of the units px, em, rem, vh, vw, pt or %. A bare
#   "0" (or "-0") is also accepted without a unit; units are lowercase only.
# entry_point: is_valid_css_length
# example: is_valid_css_length("12px") == True
# example: is_valid_css_length("12") == False

def is_valid_css_length(text):
    units = ("px", "rem", "em", "vh", "vw", "pt", "%")
    body = text[1:] if text.startswith("-") else text
    if body == "0":
        return True
    number = body
    for unit in units:
        if body.endswith(unit):
            number = body[:len(body) - len(unit)]
            break
    else:
        return False
    whole, dot, fraction = number.partition(".")
    if dot and not fraction.isdigit():
        return False
    if whole and not whole.isdigit():
        return False
    return whole != "" or fraction != ""


# tests
assert is_valid_css_length("1.5em") is True
assert is_valid_css_length(".5rem") is True
assert is_valid_css_length("-3px") is True
assert is_valid_css_length("0") is True
assert is_valid_css_length("-0") is True
assert is_valid_css_length("100%") is True
assert is_valid_css_length("px") is False
assert is_valid_css_length("5.px") is False
assert is_valid_css_length("5PX") is False
assert is_valid_css_length("1a5vw") is False
