# query: Check whether a string is a UUID in the canonical 8-4-4-4-12 hexadecimal form with hyphens (either
#   letter case) whose variant character (the first of the fourth group) is 8, 9, a or b. When a version
#   number is given, the first character of the third group must equal it.
# entry_point: is_valid_uuid_string
# example: is_valid_uuid_string("550e8400-e29b-41d4-a716-446655440000") == True
# example: is_valid_uuid_string("550e8400-e29b-41d4-a716-446655440000", 1) == False

def is_valid_uuid_string(text, version=None):
    if len(text) != 36:
        return False
    for index in range(36):
        character = text[index].lower()
        if index == 8 or index == 13 or index == 18 or index == 23:
            if character != "-":
                return False
        elif not ("0" <= character <= "9" or "a" <= character <= "f"):
            return False
    if text[19].lower() not in "89ab":
        return False
    if version is not None and text[14] != str(version):
        return False
    return True


# tests
assert is_valid_uuid_string("123e4567-e89b-42d3-a456-426614174000") is True
assert is_valid_uuid_string("123e4567-e89b-42d3-a456-426614174000", 4) is True
assert is_valid_uuid_string("123e4567-e89b-42d3-a456-426614174000", 1) is False
assert is_valid_uuid_string("123e4567-e89b-42d3-c456-426614174000") is False
assert is_valid_uuid_string("123e4567e89b42d3a456426614174000") is False
assert is_valid_uuid_string("123e4567-e89b-42d3-a456-42661417400g") is False
assert is_valid_uuid_string("") is False
assert is_valid_uuid_string("123e4567-e89b-42d3-a456_426614174000") is False
assert is_valid_uuid_string("FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF") is True
assert is_valid_uuid_string("00000000-0000-1000-9000-000000000009", 1) is True
