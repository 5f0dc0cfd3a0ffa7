# query: Return the contents of every double-quoted string in a text, in order. Inside a string a
#   backslash escapes the next character (so \" is a quote and \\ a backslash, both kept without the
#   backslash); a string that is never closed is ignored.
# entry_point: extract_quoted_strings
# example: extract_quoted_strings('say "hi" and "bye"') == ['hi', 'bye']
# example: extract_quoted_strings('"a\\"b"') == ['a"b']

def extract_quoted_strings(text):
    found = []
    index = 0
    while index < len(text):
        if text[index] != '"':
            index += 1
            continue
        index += 1
        current = []
        closed = False
        while index < len(text):
            character = text[index]
            if character == "\\" and index + 1 < len(text):
                current.append(text[index + 1])
                index += 2
            elif character == '"':
                closed = True
                index += 1
                break
            else:
                current.append(character)
                index += 1
        if closed:
            found.append("".join(current))
    return found


# tests
assert extract_quoted_strings('x = "one", y = "two"') == ['one', 'two']
assert extract_quoted_strings('""') == ['']
assert extract_quoted_strings('k"v"') == ['v']
assert extract_quoted_strings('"open only') == []
assert extract_quoted_strings('"done" "a\\"') == ['done']
assert extract_quoted_strings('"back\\\\slash"') == ['back\\slash']
assert extract_quoted_strings('"say \\"hi\\""') == ['say "hi"']
assert extract_quoted_strings('"end\\') == []
assert extract_quoted_strings('"a""b"') == ['a', 'b']
assert extract_quoted_strings('"\\n"') == ['n']
