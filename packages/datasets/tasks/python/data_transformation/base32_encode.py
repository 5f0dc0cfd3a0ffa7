# query: Encode a byte string as RFC 4648 Base32 text using the alphabet A-Z then 2-7, padding the
#   output with "=" to a multiple of 8 characters. Empty input gives an empty string.
# entry_point: base32_encode
# example: base32_encode(b"hi") == "NBUQ===="
# example: base32_encode(b"hello") == "NBSWY3DP"

def base32_encode(data):
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
    output = []
    buffer = 0
    bits = 0
    for byte in data:
        buffer = (buffer << 8) | byte
        bits += 8
        while bits >= 5:
            bits -= 5
            output.append(alphabet[(buffer >> bits) & 31])
    if bits > 0:
        output.append(alphabet[(buffer << (5 - bits)) & 31])
    while len(output) % 8 != 0:
        output.append("=")
    return "".join(output)


# tests
assert base32_encode(b"") == ""
assert base32_encode(b"f") == "MY======"
assert base32_encode(b"fo") == "MZXQ===="
assert base32_encode(b"foo") == "MZXW6==="
assert base32_encode(b"foob") == "MZXW6YQ="
assert base32_encode(b"fooba") == "MZXW6YTB"
assert base32_encode(b"foobar") == "MZXW6YTBOI======"
assert base32_encode(b"\xff") == "74======"
assert base32_encode(b"\x00\x00\x00\x00\x01") == "AAAAAAAB"
