# query: Parse a nine-character Unix permission string such as "rw-r--r--" into its numeric mode
#   (0o644). Each position must hold either its own letter (r, w or x in that order per triple) or a
#   dash; any other length or character gives None.
# entry_point: parse_permission_string
# example: parse_permission_string("rwx------") == 0o700
# example: parse_permission_string("rw-rw-r--") == 0o664

def parse_permission_string(text):
    if len(text) != 9:
        return None
    letters = "rwx"
    mode = 0
    for index in range(9):
        character = text[index]
        if character == letters[index % 3]:
            mode |= 1 << (8 - index)
        elif character != "-":
            return None
    return mode


# tests
assert parse_permission_string("rwxr-xr-x") == 0o755
assert parse_permission_string("rw-r--r--") == 0o644
assert parse_permission_string("---------") == 0
assert parse_permission_string("rwxrwxrwx") == 0o777
assert parse_permission_string("rwx") is None
assert parse_permission_string("rwxr-xr-x-") is None
assert parse_permission_string("wrx------") is None
assert parse_permission_string("--------x") == 1
assert parse_permission_string("r--------") == 0o400
assert parse_permission_string("rw-r--r-?") is None
