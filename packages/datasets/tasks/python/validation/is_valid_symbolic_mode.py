# query: Check whether a string is a valid 9-character symbolic Unix permission string such as "rwxr-xr-x":
#   each triple must read r, w, x in that order with "-" for an absent permission, except that the execute
#   slot of the owner and group triples may also be "s" or "S" (setuid/setgid) and the last one "t" or "T"
#   (sticky).
# entry_point: is_valid_symbolic_mode
# example: is_valid_symbolic_mode("rw-r--r--") == True
# example: is_valid_symbolic_mode("rwxrwxrwz") == False

def is_valid_symbolic_mode(text):
    if len(text) != 9:
        return False
    for index in range(9):
        character = text[index]
        if character == "-":
            continue
        slot = index % 3
        if slot == 0 and character == "r":
            continue
        if slot == 1 and character == "w":
            continue
        if slot == 2 and character == "x":
            continue
        if slot == 2 and index != 8 and character in "sS":
            continue
        if index == 8 and character in "tT":
            continue
        return False
    return True


# tests
assert is_valid_symbolic_mode("rwxr-xr-x") is True
assert is_valid_symbolic_mode("---------") is True
assert is_valid_symbolic_mode("rwsr-Sr-t") is True
assert is_valid_symbolic_mode("rwxrwxrwT") is True
assert is_valid_symbolic_mode("rwxr-xr-") is False
assert is_valid_symbolic_mode("wrxr-xr-x") is False
assert is_valid_symbolic_mode("rwxr-xr-s") is False
assert is_valid_symbolic_mode("rwtr-xr-x") is False
assert is_valid_symbolic_mode("rwxr-xr-xx") is False
assert is_valid_symbolic_mode("rwXr-xr-x") is False
