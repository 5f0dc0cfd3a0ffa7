# query: Decode quoted-printable text: "=" followed by two hex digits (either case) becomes the character with
#   that code, and "=" at the end of a line (before LF or CRLF) is a soft line break that is removed together with
#   the line ending. Return None for any other use of "=".
# entry_point: quoted_printable_decode
# example: quoted_printable_decode("1+1=3D2") == "1+1=2"
# example: quoted_printable_decode("Hello=20World") == "Hello World"

def quoted_printable_decode(text):
    output = []
    index = 0
    while index < len(text):
        character = text[index]
        if character != "=":
            output.append(character)
            index += 1
            continue
        if text[index + 1:index + 2] == "\n":
            index += 2
            continue
        if text[index + 1:index + 3] == "\r\n":
            index += 3
            continue
        code = text[index + 1:index + 3]
        if len(code) < 2 or any(c not in "0123456789ABCDEFabcdef" for c in code):
            return None
        output.append(chr(int(code, 16)))
        index += 3
    return "".join(output)


# tests
assert quoted_printable_decode("a=3Db") == "a=b"
assert quoted_printable_decode("line=\nbreak") == "linebreak"
assert quoted_printable_decode("x=\r\ny") == "xy"
assert quoted_printable_decode("") == ""
assert quoted_printable_decode("=4") is None
assert quoted_printable_decode("=G1") is None
assert quoted_printable_decode("=41=42c") == "ABc"
assert quoted_printable_decode("end=") is None
assert quoted_printable_decode("=3d=\n=7e") == "=~"
