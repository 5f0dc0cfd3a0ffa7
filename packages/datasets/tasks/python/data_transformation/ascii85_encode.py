# query: Encode bytes as Ascii85 without delimiters: each group of 4 bytes becomes 5 characters from "!"
#   (value 0) upward in base 85, a full group of four zero bytes becomes "z", and a final group of n < 4
#   bytes is zero-padded and cut to its first n + 1 characters.
# entry_point: ascii85_encode
# example: ascii85_encode(b"Man ") == "9jqo^"
# example: ascii85_encode(b"hi") == "BP@"

def ascii85_encode(data):
    output = []
    for start in range(0, len(data), 4):
        chunk = data[start:start + 4]
        missing = 4 - len(chunk)
        number = int.from_bytes(chunk + b"\x00" * missing, "big")
        if number == 0 and missing == 0:
            output.append("z")
            continue
        digits = []
        for _ in range(5):
            number, remainder = divmod(number, 85)
            digits.append(chr(33 + remainder))
        digits.reverse()
        output.append("".join(digits[:5 - missing]))
    return "".join(output)


# tests
assert ascii85_encode(b"") == ""
assert ascii85_encode(b"sure.") == "F*2M7/c"
assert ascii85_encode(b"\x00") == "!!"
assert ascii85_encode(b"\x00\x00\x00") == "!!!!"
assert ascii85_encode(b"\xff\xff\xff\xff") == "s8W-!"
assert ascii85_encode(b"\x00\x00\x00\x00a") == "z@/"
assert ascii85_encode(b"\x00" * 8) == "zz"
assert ascii85_encode(b"Hello") == "87cURDZ"
assert ascii85_encode(b"\x00\x00\x00\x01") == "!!!!\""
