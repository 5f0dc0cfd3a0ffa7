# query: Check whether a string looks like a usable email address: exactly one "@"; a local part made of
#   non-empty dot-separated runs of letters, digits and the characters _ % + -; and a domain of at least
#   two dot-separated labels of letters, digits and hyphens that do not start or end with a hyphen, the
#   last label being at least two characters long.
# entry_point: is_plausible_email
# example: is_plausible_email("jane.doe@mail.example.org") == True
# example: is_plausible_email("jane@@example.com") == False

def is_plausible_email(address):
    if address.count("@") != 1:
        return False
    at = address.index("@")
    local = address[:at]
    domain = address[at + 1:]
    for part in local.split("."):
        if part == "":
            return False
        for character in part:
            if not (character.isalnum() or character in "_%+-"):
                return False
    labels = domain.split(".")
    if len(labels) < 2:
        return False
    for label in labels:
        if label == "" or label[0] == "-" or label[-1] == "-":
            return False
        for character in label:
            if not (character.isalnum() or character == "-"):
                return False
    return len(labels[-1]) >= 2


# tests
assert is_plausible_email("user@example.com") is True
assert is_plausible_email("first.last+tag@sub-domain.example.co") is True
assert is_plausible_email("userexample.com") is False
assert is_plausible_email(".user@example.com") is False
assert is_plausible_email("us#er@example.com") is False
assert is_plausible_email("user@localhost") is False
assert is_plausible_email("user@-example.com") is False
assert is_plausible_email("user@example-.com") is False
assert is_plausible_email("user@exa_mple.com") is False
assert is_plausible_email("user@example.c") is False
