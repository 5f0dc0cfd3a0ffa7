# query: Show a byte string as binary text: each byte becomes eight 0/1 characters, most significant
#   bit first, and bytes are separated by single spaces. Empty input gives an empty string.
# entry_point: bytes_to_bit_string
# example: bytes_to_bit_string(b"\x05") == "00000101"
# example: bytes_to_bit_string(b"Hi") == "01001000 01101001"

def bytes_to_bit_string(data):
    groups = []
    for byte in data:
        bits = ""
        for position in range(7, -1, -1):
            if (byte >> position) & 1 == 1:
                bits += "1"
            else:
                bits += "0"
        groups.append(bits)
    return " ".join(groups)


# tests
assert bytes_to_bit_string(b"") == ""
assert bytes_to_bit_string(b"\x00") == "00000000"
assert bytes_to_bit_string(b"\xff") == "11111111"
assert bytes_to_bit_string(b"\x01") == "00000001"
assert bytes_to_bit_string(b"\x80") == "10000000"
assert bytes_to_bit_string(b"A") == "01000001"
assert bytes_to_bit_string(b"\x0f\xf0") == "00001111 11110000"
assert bytes_to_bit_string(b"\x02\x40\x05") == "00000010 01000000 00000101"
