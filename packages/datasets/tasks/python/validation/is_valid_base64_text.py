# query: Check whether a string is well-formed standard Base64: a length that is a multiple of 4, only the
#   characters A-Z, a-z, 0-9, "+" and "/", and at most two "=" padding characters that may only appear at
#   the end. The empty string is valid.
# entry_point: is_valid_base64_text
# example: is_valid_base64_text("aGVsbG8=") == True
# example: is_valid_base64_text("aGVsbG8") == False

def is_valid_base64_text(text):
    if len(text) % 4 != 0:
        return False
    padding = 0
    for character in text:
        if character == "=":
            padding += 1
            continue
        if padding > 0:
            return False
        if not ("A" <= character <= "Z" or "a" <= character <= "z" or "0" <= character <= "9" or character in "+/"):
            return False
    return padding <= 2


# tests
assert is_valid_base64_text("") is True
assert is_valid_base64_text("TWFu") is True
assert is_valid_base64_text("TWE=") is True
assert is_valid_base64_text("TQ==") is True
assert is_valid_base64_text("T===") is False
assert is_valid_base64_text("TQ=a") is False
assert is_valid_base64_text("TWF") is False
assert is_valid_base64_text("TW-u") is False
assert is_valid_base64_text("AZaz09+/") is True
assert is_valid_base64_text("=AAA") is False
