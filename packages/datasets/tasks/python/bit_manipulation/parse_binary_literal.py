# query: Parse a binary number written as text, with an optional "0b" prefix and underscores allowed
#   as digit separators (but not at the start or end of the digits). Return None for empty digits or
#   any character other than 0, 1 and underscore.
# entry_point: parse_binary_literal
# example: parse_binary_literal("0b1111") == 15
# example: parse_binary_literal("1_000") == 8

def parse_binary_literal(text):
    if text.startswith("0b"):
        text = text[2:]
    if len(text) == 0 or text[0] == "_" or text[-1] == "_":
        return None
    value = 0
    for character in text:
        if character == "_":
            continue
        if character != "0" and character != "1":
            return None
        value = value * 2 + int(character)
    return value


# tests
assert parse_binary_literal("101") == 5
assert parse_binary_literal("0b101") == 5
assert parse_binary_literal("1010_0001") == 161
assert parse_binary_literal("0b1_1") == 3
assert parse_binary_literal("0") == 0
assert parse_binary_literal("0b") is None
assert parse_binary_literal("") is None
assert parse_binary_literal("_101") is None
assert parse_binary_literal("101_") is None
assert parse_binary_literal("1021") is None
