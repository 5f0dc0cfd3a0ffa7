# query: XOR every byte of the data with a key that repeats as often as needed (byte i uses key byte
#   i modulo the key length) and return the resulting bytes. An empty key gives None.
# entry_point: xor_with_repeating_key
# example: xor_with_repeating_key(b"\x01\x02\x03", b"\x01") == b"\x00\x03\x02"
# example: xor_with_repeating_key(b"\xff\xff\xff\xff", b"\x0f\xf0") == b"\xf0\x0f\xf0\x0f"

def xor_with_repeating_key(data, key):
    if len(key) == 0:
        return None
    output = bytearray()
    for index in range(len(data)):
        output.append(data[index] ^ key[index % len(key)])
    return bytes(output)


# tests
assert xor_with_repeating_key(b"", b"k") == b""
assert xor_with_repeating_key(b"\x00\x00\x00", b"\x01\x02") == b"\x01\x02\x01"
assert xor_with_repeating_key(b"\x0f\xf0", b"\xff") == b"\xf0\x0f"
assert xor_with_repeating_key(b"abc", b"") is None
assert xor_with_repeating_key(b"\x03\x03\x03\x03", b"\x01\x02\x03") == b"\x02\x01\x00\x02"
assert xor_with_repeating_key(b"\x05", b"\x05\x09") == b"\x00"
assert xor_with_repeating_key(b"\x10\x20\x30", b"\x01\x02\x03\x04") == b"\x11\x22\x33"
assert xor_with_repeating_key(xor_with_repeating_key(b"secret", b"ky"), b"ky") == b"secret"
