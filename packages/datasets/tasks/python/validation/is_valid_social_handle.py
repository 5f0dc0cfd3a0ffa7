# query: Check whether a social media handle is acceptable: an optional leading "@", then 1 to 15 ASCII
#   letters, digits or underscores, and the handle must not contain "admin" or "support" in any letter case.
# entry_point: is_valid_social_handle
# example: is_valid_social_handle("@jack_01") == True
# example: is_valid_social_handle("@jack-01") == False

def is_valid_social_handle(handle):
    name = handle[1:] if handle.startswith("@") else handle
    if len(name) < 1 or len(name) > 15:
        return False
    for character in name:
        if not (character.isascii() and (character.isalnum() or character == "_")):
            return False
    lowered = name.lower()
    return "admin" not in lowered and "support" not in lowered


# tests
assert is_valid_social_handle("a") is True
assert is_valid_social_handle("@") is False
assert is_valid_social_handle("@abcdefghijklmno") is True
assert is_valid_social_handle("abcdefghijklmnop") is False
assert is_valid_social_handle("@@name") is False
assert is_valid_social_handle("SysAdmin") is False
assert is_valid_social_handle("help_SUPPORT") is False
assert is_valid_social_handle("caf\u00e9") is False
assert is_valid_social_handle("_under_") is True
assert is_valid_social_handle("two words") is False
