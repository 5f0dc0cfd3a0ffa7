# query: Check whether a string follows GitHub's username rules: 1 to 39 characters, only ASCII letters,
#   digits and hyphens, not starting or ending with a hyphen, and never two hyphens in a row.
# entry_point: is_valid_github_username
# example: is_valid_github_username("octo-cat") == True
# example: is_valid_github_username("octo--cat") == False

def is_valid_github_username(name):
    if len(name) < 1 or len(name) > 39:
        return False
    if name[0] == "-" or name[-1] == "-":
        return False
    previous = ""
    for character in name:
        if character == "-":
            if previous == "-":
                return False
        elif not (character.isascii() and character.isalnum()):
            return False
        previous = character
    return True


# tests
assert is_valid_github_username("a") is True
assert is_valid_github_username("") is False
assert is_valid_github_username("a" * 39) is True
assert is_valid_github_username("a" * 40) is False
assert is_valid_github_username("-start") is False
assert is_valid_github_username("end-") is False
assert is_valid_github_username("a-b-c") is True
assert is_valid_github_username("under_score") is False
assert is_valid_github_username("na\u00efve") is False
assert is_valid_github_username("a--b") is False
