# query: Decode one unsigned LEB128 varint from a byte string starting at the given offset and return
#   a tuple of the decoded value and the offset just past it. Return None if the data ends before a
#   byte without the continuation bit is found.
# entry_point: decode_uleb128
# example: decode_uleb128(b"\x96\x01", 0) == (150, 2)
# example: decode_uleb128(b"\xff\x00\x2a", 2) == (42, 3)

def decode_uleb128(data, offset):
    value = 0
    shift = 0
    index = offset
    while index < len(data):
        byte = data[index]
        value |= (byte & 0x7F) << shift
        index += 1
        if byte & 0x80 == 0:
            return (value, index)
        shift += 7
    return None


# tests
assert decode_uleb128(b"\x00", 0) == (0, 1)
assert decode_uleb128(b"\x7f", 0) == (127, 1)
assert decode_uleb128(b"\x80\x01", 0) == (128, 2)
assert decode_uleb128(b"\xac\x02", 0) == (300, 2)
assert decode_uleb128(b"\xe5\x8e\x26\x05", 0) == (624485, 3)
assert decode_uleb128(b"\x05\xac\x02\x01", 1) == (300, 3)
assert decode_uleb128(b"\x80\x80", 0) is None
assert decode_uleb128(b"", 0) is None
assert decode_uleb128(b"\x01\x02", 2) is None
assert decode_uleb128(b"\x81\x80\x01", 0) == (16385, 3)
