# query: Check whether a piece of text is exactly one JSON string literal: it starts and ends with a double
#   quote, contains no unescaped double quote or control character (code below 32) in between, and every
#   backslash starts one of the escapes \" \\ \/ \b \f \n \r \t or \u followed by four hex digits.
# entry_point: is_valid_json_string_literal
# example: is_valid_json_string_literal('"hello"') == True
# example: is_valid_json_string_literal("'hello'") == False

def is_valid_json_string_literal(text):
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        return False
    index = 1
    end = len(text) - 1
    while index < end:
        character = text[index]
        if character == '"' or ord(character) < 32:
            return False
        if character == "\\":
            if index + 1 >= end:
                return False
            following = text[index + 1]
            if following == "u":
                for digit in text[index + 2:index + 6]:
                    if digit not in "0123456789abcdefABCDEF":
                        return False
                index += 6
                continue
            if following not in '"\\/bfnrt':
                return False
            index += 2
            continue
        index += 1
    return True


# tests
assert is_valid_json_string_literal('"') is False
assert is_valid_json_string_literal('""') is True
assert is_valid_json_string_literal('"abc') is False
assert is_valid_json_string_literal('"tab\\t x\\"h\\u00e9re\\n"') is True
assert is_valid_json_string_literal('"\\x41"') is False
assert is_valid_json_string_literal('"\\uG000"') is False
assert is_valid_json_string_literal('"\\u000G"') is False
assert is_valid_json_string_literal('"\\t"x"') is False
assert is_valid_json_string_literal('"\\u0041\x1f"') is False
assert is_valid_json_string_literal('"\\"') is False
