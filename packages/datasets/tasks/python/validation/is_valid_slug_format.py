# query: Check whether a string is a well-formed URL slug: non-empty, at most max_length characters
#   (default 64), made of lowercase ASCII letters and digits in groups separated by single hyphens, with no
#   hyphen at the start or end.
# entry_point: is_valid_slug_format
# example: is_valid_slug_format("my-first-post") == True
# example: is_valid_slug_format("my_post") == False

def is_valid_slug_format(text, max_length=64):
    if len(text) > max_length:
        return False
    previous = "-"
    for character in text:
        if character == "-":
            if previous == "-":
                return False
        elif not ("a" <= character <= "z" or "0" <= character <= "9"):
            return False
        previous = character
    return previous != "-"


# tests
assert is_valid_slug_format("hello-world") is True
assert is_valid_slug_format("0-9-a-z") is True
assert is_valid_slug_format("") is False
assert is_valid_slug_format("-start") is False
assert is_valid_slug_format("end-") is False
assert is_valid_slug_format("double--dash") is False
assert is_valid_slug_format("Upper") is False
assert is_valid_slug_format("under_score") is False
assert is_valid_slug_format("a" * 64) is True
assert is_valid_slug_format("a" * 65) is False
