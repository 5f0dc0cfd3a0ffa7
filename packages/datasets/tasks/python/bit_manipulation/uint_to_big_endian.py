# query: Encode a non-negative integer as exactly the given number of bytes in big-endian order
#   (most significant byte first), padding with leading zero bytes. Return None if the value is
#   negative or does not fit in that many bytes.
# entry_point: uint_to_big_endian
# example: uint_to_big_endian(258, 2) == b"\x01\x02"
# example: uint_to_big_endian(7, 3) == b"\x00\x00\x07"

def uint_to_big_endian(value, size):
    if value < 0 or size < 0 or value >= 1 << (8 * size):
        return None
    result = bytearray(size)
    for index in range(size - 1, -1, -1):
        result[index] = value & 0xFF
        value >>= 8
    return bytes(result)


# tests
assert uint_to_big_endian(0, 0) == b""
assert uint_to_big_endian(1, 0) is None
assert uint_to_big_endian(0x1234, 2) == b"\x12\x34"
assert uint_to_big_endian(0x1234, 4) == b"\x00\x00\x12\x34"
assert uint_to_big_endian(0x10000, 2) is None
assert uint_to_big_endian(0xFFFF, 2) == b"\xff\xff"
assert uint_to_big_endian(-1, 2) is None
assert uint_to_big_endian(0, -1) is None
assert uint_to_big_endian(256, 1) is None
assert uint_to_big_endian(0x0102030405, 5) == b"\x01\x02\x03\x04\x05"
