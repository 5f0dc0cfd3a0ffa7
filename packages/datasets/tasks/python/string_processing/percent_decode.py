# query: Decode a percent-encoded URL component: each "%XY" with two hex digits (either case) is the byte
#   0xXY, the bytes are decoded as UTF-8, and with plus_as_space=True a "+" means a space. A "%" not
#   followed by two hex digits is kept literally.
# entry_point: percent_decode
# example: percent_decode("a%20b") == 'a b'
# example: percent_decode("x+y", True) == 'x y'

def percent_decode(text, plus_as_space=False):
    hex_digits = "0123456789abcdefABCDEF"
    data = bytearray()
    index = 0
    while index < len(text):
        character = text[index]
        if character == "%" and index + 2 < len(text) and text[index + 1] in hex_digits and text[index + 2] in hex_digits:
            data.append(int(text[index + 1:index + 3], 16))
            index += 3
            continue
        if character == "+" and plus_as_space:
            data.append(32)
        else:
            data.extend(character.encode("utf-8"))
        index += 1
    return data.decode("utf-8", errors="replace")


# tests
assert percent_decode("caf%C3%A9") == 'café'
assert percent_decode("100%") == '100%'
assert percent_decode("%zz") == '%zz'
assert percent_decode("%4") == '%4'
assert percent_decode("%41%4a") == 'AJ'
assert percent_decode("a+b") == 'a+b'
assert percent_decode("a+b%2B", True) == 'a b+'
assert percent_decode("%4g") == '%4g'
assert percent_decode("%%41") == '%A'
