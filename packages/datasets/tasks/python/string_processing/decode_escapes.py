# query: Decode backslash escapes in a string: \n, \t, \0, \\ and \" become newline, tab, NUL, backslash
#   and double quote. A backslash before any other character is kept together with that character, and
#   a lone backslash at the very end is kept as is.
# entry_point: decode_escapes
# example: decode_escapes("line1\\nline2") == "line1\nline2"
# example: decode_escapes("a\\tb") == "a\tb"

def decode_escapes(text):
    mapping = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "0": "\0"}
    result = []
    index = 0
    while index < len(text):
        character = text[index]
        if character == "\\" and index + 1 < len(text):
            following = text[index + 1]
            if following in mapping:
                result.append(mapping[following])
            else:
                result.append(character + following)
            index += 2
        else:
            result.append(character)
            index += 1
    return "".join(result)


# tests
assert decode_escapes("a\\nb") == "a\nb"
assert decode_escapes("tab\\there") == "tab\there"
assert decode_escapes("back\\\\slash") == "back\\slash"
assert decode_escapes('say \\"hi\\"') == 'say "hi"'
assert decode_escapes("\\q") == "\\q"
assert decode_escapes("end\\") == "end\\"
assert decode_escapes("") == ""
assert decode_escapes("\\\\n") == "\\n"
assert decode_escapes("x\\0y") == "x\0y"
