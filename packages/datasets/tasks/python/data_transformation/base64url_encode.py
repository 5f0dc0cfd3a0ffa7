# query: Encode bytes as URL-safe Base64 without padding: every 3 bytes become 4 characters from the
#   alphabet A-Z, a-z, 0-9, "-", "_", and a final group of 1 or 2 bytes becomes 2 or 3 characters.
#   Empty input gives an empty string.
# entry_point: base64url_encode
# example: base64url_encode(b"hi") == "aGk"
# example: base64url_encode(b"Man") == "TWFu"

def base64url_encode(data):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    output = ""
    for start in range(0, len(data), 3):
        chunk = data[start:start + 3]
        value = 0
        for byte in chunk:
            value = (value << 8) | byte
        value = value << (8 * (3 - len(chunk)))
        for position in range(len(chunk) + 1):
            index = (value >> (18 - 6 * position)) & 0x3F
            output += alphabet[index]
    return output


# tests
assert base64url_encode(b"") == ""
assert base64url_encode(b"f") == "Zg"
assert base64url_encode(b"fo") == "Zm8"
assert base64url_encode(b"foo") == "Zm9v"
assert base64url_encode(b"foob") == "Zm9vYg"
assert base64url_encode(b"foobar") == "Zm9vYmFy"
assert base64url_encode(b"\xfb\xff") == "-_8"
assert base64url_encode(b"\xff\xff\xff") == "____"
assert base64url_encode(b"\x00") == "AA"
assert base64url_encode(b"\x00\x10\x83") == "ABCD"
