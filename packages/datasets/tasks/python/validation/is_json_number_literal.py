# query: Check whether a string is a number literal exactly as JSON allows: an optional minus sign, an
#   integer part that is 0 or starts with a non-zero digit, an optional fraction of "." followed by at least
#   one digit, and an optional exponent "e" or "E" with an optional sign and at least one digit.
#   No leading "+", no surrounding spaces.
# entry_point: is_json_number_literal
# example: is_json_number_literal("3.14") == True
# example: is_json_number_literal("+1") == False

def is_json_number_literal(text):
    index = 0
    length = len(text)
    if index < length and text[index] == "-":
        index += 1
    if index >= length:
        return False
    if text[index] == "0":
        index += 1
    elif "1" <= text[index] <= "9":
        while index < length and "0" <= text[index] <= "9":
            index += 1
    else:
        return False
    if index < length and text[index] == ".":
        index += 1
        start = index
        while index < length and "0" <= text[index] <= "9":
            index += 1
        if index == start:
            return False
    if index < length and text[index] in "eE":
        index += 1
        if index < length and text[index] in "+-":
            index += 1
        start = index
        while index < length and "0" <= text[index] <= "9":
            index += 1
        if index == start:
            return False
    return index == length


# tests
assert is_json_number_literal("0") is True
assert is_json_number_literal("-1.50e+9") is True
assert is_json_number_literal("01") is False
assert is_json_number_literal("-") is False
assert is_json_number_literal("1.") is False
assert is_json_number_literal("1e") is False
assert is_json_number_literal("1e0") is True
assert is_json_number_literal("9.9") is True
assert is_json_number_literal("-120") is True
assert is_json_number_literal("") is False
