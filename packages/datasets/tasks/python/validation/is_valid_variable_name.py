# query: Check whether a string is a valid variable name: 1 to max_length characters (default 32) of ASCII
#   letters, digits and underscores, not starting with a digit, and not one of the reserved words
#   (compared case-sensitively).
# entry_point: is_valid_variable_name
# example: is_valid_variable_name("user_name") == True
# example: is_valid_variable_name("user-name") == False

def is_valid_variable_name(name, reserved=(), max_length=32):
    if len(name) == 0 or len(name) > max_length:
        return False
    if name in reserved:
        return False
    for index, character in enumerate(name):
        is_letter = "a" <= character.lower() <= "z" or character == "_"
        if index == 0 and not is_letter:
            return False
        if not is_letter and not ("0" <= character <= "9"):
            return False
    return True


# tests
assert is_valid_variable_name("zero0") is True
assert is_valid_variable_name("_private") is True
assert is_valid_variable_name("2fast") is False
assert is_valid_variable_name("") is False
assert is_valid_variable_name("with space") is False
assert is_valid_variable_name("class", ("class", "def")) is False
assert is_valid_variable_name("Class", ("class",)) is True
assert is_valid_variable_name("x9") is True
assert is_valid_variable_name("a" * 32) is True
assert is_valid_variable_name("a" * 33) is False
