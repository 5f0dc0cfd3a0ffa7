# query: Make control characters visible by escaping them: backslash becomes "\\", newline, tab and
#   carriage return become "\n", "\t" and "\r", and any other character with code below 32 or equal to 127
#   becomes "\x" followed by two lowercase hex digits. All other characters, including non-ASCII, are kept.
# entry_point: escape_non_printable
# example: escape_non_printable("a\tb") == 'a\\tb'
# example: escape_non_printable("bell\x07") == 'bell\\x07'

def escape_non_printable(text):
    named = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}
    pieces = []
    for character in text:
        code = ord(character)
        if character in named:
            pieces.append(named[character])
        elif code < 32 or code == 127:
            pieces.append("\\x" + format(code, "02x"))
        else:
            pieces.append(character)
    return "".join(pieces)


# tests
assert escape_non_printable("line1\nline2") == 'line1\\nline2'
assert escape_non_printable("C:\\dir") == 'C:\\\\dir'
assert escape_non_printable("\r\n") == '\\r\\n'
assert escape_non_printable("") == ''
assert escape_non_printable("\x00") == '\\x00'
assert escape_non_printable("\x1f ") == '\\x1f '
assert escape_non_printable("\x7f~") == '\\x7f~'
assert escape_non_printable("caf\u00e9") == 'café'
assert escape_non_printable("\x1b[0m") == '\\x1b[0m'
