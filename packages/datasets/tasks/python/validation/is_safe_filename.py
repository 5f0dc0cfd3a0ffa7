# query: Check whether a file name is safe to use on common file systems: 1 to 255 characters, no control
#   characters (code below 32) and none of < > : " / \ | ? *, not ending with a space or a dot, and a
#   part before the first dot that is not a reserved device name (CON, PRN, AUX or NUL, in any case).
# entry_point: is_safe_filename
# example: is_safe_filename("notes.txt") == True
# example: is_safe_filename("what?.txt") == False

def is_safe_filename(name):
    if len(name) == 0 or len(name) > 255:
        return False
    if name[-1] == " " or name[-1] == ".":
        return False
    for character in name:
        if ord(character) < 32 or character in '<>:"/\\|?*':
            return False
    base = name.split(".")[0].upper()
    if base in ("CON", "PRN", "AUX", "NUL"):
        return False
    return True


# tests
assert is_safe_filename("my report.pdf") is True
assert is_safe_filename("a" * 255) is True
assert is_safe_filename("a" * 256) is False
assert is_safe_filename("trailing.") is False
assert is_safe_filename("space ") is False
assert is_safe_filename("bad:name") is False
assert is_safe_filename("tab\x1fhere") is False
assert is_safe_filename("con.txt") is False
assert is_safe_filename("") is False
assert is_safe_filename("console.txt") is True
