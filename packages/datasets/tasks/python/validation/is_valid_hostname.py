# query: Check whether a string is a valid DNS host name. One trailing dot is allowed and ignored; the rest
#   may be at most 253 characters and consists of dot-separated labels of 1 to 63 ASCII letters, digits
#   and hyphens, none starting or ending with a hyphen.
# entry_point: is_valid_hostname
# example: is_valid_hostname("api.example.com") == True
# example: is_valid_hostname("exa mple.com") == False

def is_valid_hostname(name):
    if name.endswith("."):
        name = name[:-1]
    if len(name) > 253:
        return False
    for label in name.split("."):
        if len(label) < 1 or len(label) > 63:
            return False
        if label[0] == "-" or label[-1] == "-":
            return False
        for character in label:
            if not ("a" <= character.lower() <= "z" or "0" <= character <= "9" or character == "-"):
                return False
    return True


# tests
assert is_valid_hostname("Az-09.x.example.com.") is True
assert is_valid_hostname("") is False
assert is_valid_hostname("a..b") is False
assert is_valid_hostname("-a.com") is False
assert is_valid_hostname("a-.com") is False
assert is_valid_hostname("a" * 64 + ".com") is False
assert is_valid_hostname(("a" * 63 + ".") * 3 + "a" * 61) is True
assert is_valid_hostname(("a" * 63 + ".") * 3 + "a" * 62) is False
assert is_valid_hostname("a_b.com") is False
assert is_valid_hostname("web-1.") is True
