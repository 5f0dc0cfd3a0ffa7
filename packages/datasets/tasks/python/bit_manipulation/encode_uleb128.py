# query: Encode a non-negative integer as an unsigned LEB128 varint: seven bits per byte, least
#   significant group first, with the high bit set on every byte except the last. Zero encodes as a
#   single zero byte; negative numbers give None.
# entry_point: encode_uleb128
# example: encode_uleb128(150) == b"\x96\x01"
# example: encode_uleb128(42) == b"\x2a"

def encode_uleb128(value):
    if value < 0:
        return None
    output = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value == 0:
            output.append(byte)
            return bytes(output)
        output.append(byte | 0x80)


# tests
assert encode_uleb128(0) == b"\x00"
assert encode_uleb128(1) == b"\x01"
assert encode_uleb128(127) == b"\x7f"
assert encode_uleb128(128) == b"\x80\x01"
assert encode_uleb128(300) == b"\xac\x02"
assert encode_uleb128(16384) == b"\x80\x80\x01"
assert encode_uleb128(624485) == b"\xe5\x8e\x26"
assert encode_uleb128(-1) is None
assert encode_uleb128(255) == b"\xff\x01"
