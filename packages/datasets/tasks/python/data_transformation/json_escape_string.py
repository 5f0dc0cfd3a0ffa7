# query: Render a text as a JSON string literal in double quotes: escape the double quote and backslash,
#   write backspace, form feed, newline, carriage return and tab as \b \f \n \r \t, and other control
#   characters below U+0020 as \u followed by four lowercase hex digits. Other characters, including
#   non-ASCII ones, are kept as they are.
# entry_point: json_escape_string
# example: json_escape_string('say "hi"') == '"say \\"hi\\""'
# example: json_escape_string("a\nb") == '"a\\nb"'

def json_escape_string(text):
    named = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}
    parts = ['"']
    for character in text:
        if character in named:
            parts.append(named[character])
        elif ord(character) < 32:
            parts.append("\\u" + format(ord(character), "04x"))
        else:
            parts.append(character)
    parts.append('"')
    return "".join(parts)


# tests
assert json_escape_string("") == '""'
assert json_escape_string("plain text") == '"plain text"'
assert json_escape_string('"') == '"\\""'
assert json_escape_string("C:\\dir") == '"C:\\\\dir"'
assert json_escape_string("\t\r\b\f") == '"\\t\\r\\b\\f"'
assert json_escape_string("\x00") == '"\\u0000"'
assert json_escape_string("\x1f\x1b") == '"\\u001f\\u001b"'
assert json_escape_string("café ☃") == '"café ☃"'
assert json_escape_string("/\x7f") == '"/\x7f"'
