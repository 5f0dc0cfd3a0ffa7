# query: Tokenize JSON text into (kind, text) pairs: ("punct", c) for each of { } [ ] : ,, ("string", raw
#   contents) for a double-quoted string (backslash escapes the next character and is kept), ("number", text) for
#   an optional minus, digits and at most one decimal point not at the end, and ("literal", word) for true, false
#   and null. Whitespace is skipped; return None for anything else or an unterminated string.
# entry_point: tokenize_json_text
# example: tokenize_json_text("[1, 2]") == [("punct", "["), ("number", "1"), ("punct", ","), ("number", "2"), ("punct", "]")]
# example: tokenize_json_text('{"a": true}') == [("punct", "{"), ("string", "a"), ("punct", ":"), ("literal", "true"), ("punct", "}")]

def tokenize_json_text(text):
    tokens = []
    index = 0
    while index < len(text):
        character = text[index]
        if character.isspace():
            index += 1
        elif character in "{}[]:,":
            tokens.append(("punct", character))
            index += 1
        elif character == '"':
            end = index + 1
            while end < len(text) and text[end] != '"':
                if text[end] == "\\":
                    end += 1
                end += 1
            if end >= len(text):
                return None
            tokens.append(("string", text[index + 1:end]))
            index = end + 1
        elif character == "-" or character.isdigit():
            end = index + 1
            while end < len(text) and (text[end].isdigit() or text[end] == "."):
                end += 1
            number = text[index:end]
            if number == "-" or number.count(".") > 1 or number.endswith("."):
                return None
            tokens.append(("number", number))
            index = end
        else:
            for word in ("true", "false", "null"):
                if text.startswith(word, index):
                    tokens.append(("literal", word))
                    index += len(word)
                    break
            else:
                return None
    return tokens


# tests
assert tokenize_json_text('{"": -1}') == [("punct", "{"), ("string", ""), ("punct", ":"), ("number", "-1"), ("punct", "}")]
assert tokenize_json_text("") == []
assert tokenize_json_text("[true, null]") == [("punct", "["), ("literal", "true"), ("punct", ","), ("literal", "null"), ("punct", "]")]
assert tokenize_json_text("7 -12.5") == [("number", "7"), ("number", "-12.5")]
assert tokenize_json_text('"x\\"y"') == [("string", 'x\\"y')]
assert tokenize_json_text('"open') is None
assert tokenize_json_text("1.2.3") is None
assert tokenize_json_text("[-]") is None
assert tokenize_json_text('"a\\\\"') == [("string", "a\\\\")]
assert tokenize_json_text("3.,false") is None
