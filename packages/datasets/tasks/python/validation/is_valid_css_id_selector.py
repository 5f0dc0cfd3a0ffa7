# query: Check whether a string is a simple CSS id selector such as "#main-nav": a "#" followed by a name of
#   ASCII letters, digits, hyphens and underscores that does not start with a digit, with two hyphens, or with
#   a hyphen followed by a digit. "#" alone is invalid.
# entry_point: is_valid_css_id_selector
# example: is_valid_css_id_selector("#main-nav") == True
# example: is_valid_css_id_selector("#1st") == False

def is_valid_css_id_selector(selector):
    if not selector.startswith("#"):
        return False
    name = selector[1:]
    if name == "":
        return False
    for character in name:
        if not (character.isascii() and (character.isalnum() or character in "-_")):
            return False
    if name[0].isdigit():
        return False
    if name[0] == "-" and len(name) > 1 and (name[1] == "-" or name[1].isdigit()):
        return False
    return True


# tests
assert is_valid_css_id_selector("#a") is True
assert is_valid_css_id_selector("#") is False
assert is_valid_css_id_selector("main") is False
assert is_valid_css_id_selector("#-x") is True
assert is_valid_css_id_selector("#-") is True
assert is_valid_css_id_selector("#--x") is False
assert is_valid_css_id_selector("#-9") is False
assert is_valid_css_id_selector("#_9") is True
assert is_valid_css_id_selector("#a.b") is False
assert is_valid_css_id_selector("#9a") is False
