# query: Collapse every run of whitespace (spaces, tabs, newlines) in a string into a single space
#   and remove whitespace from both ends.
# entry_point: squeeze_whitespace
# example: squeeze_whitespace("hello   world") == "hello world"
# example: squeeze_whitespace(" x\ty ") == "x y"

def squeeze_whitespace(text):
    pieces = []
    current = ""
    for character in text:
        if character.isspace():
            if current:
                pieces.append(current)
            current = ""
        else:
            current += character
    if current:
        pieces.append(current)
    return " ".join(pieces)


# tests
assert squeeze_whitespace("  a  b  ") == "a b"
assert squeeze_whitespace("") == ""
assert squeeze_whitespace("one") == "one"
assert squeeze_whitespace("\tx\n y ") == "x y"
assert squeeze_whitespace("   ") == ""
assert squeeze_whitespace("a b c") == "a b c"
assert squeeze_whitespace(" lead") == "lead"
assert squeeze_whitespace("trail\n\n") == "trail"
