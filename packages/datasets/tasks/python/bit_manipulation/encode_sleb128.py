# query: Encode a signed integer as signed LEB128 bytes: seven bits per byte, least significant group
#   first, the high bit of each byte set when more bytes follow, stopping once the remaining value is
#   fully represented by the sign bit (bit 6) of the last byte.
# entry_point: encode_sleb128
# example: encode_sleb128(2) == b"\x02"
# example: encode_sleb128(-2) == b"\x7e"

def encode_sleb128(value):
    result = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        sign_bit_set = byte & 0x40 != 0
        if (value == 0 and not sign_bit_set) or (value == -1 and sign_bit_set):
            result.append(byte)
            return bytes(result)
        result.append(byte | 0x80)


# tests
assert encode_sleb128(0) == b'\x00'
assert encode_sleb128(-1) == b'\x7f'
assert encode_sleb128(63) == b'?'
assert encode_sleb128(64) == b'\xc0\x00'
assert encode_sleb128(-64) == b'@'
assert encode_sleb128(-65) == b'\xbf\x7f'
assert encode_sleb128(127) == b'\xff\x00'
assert encode_sleb128(-128) == b'\x80\x7f'
assert encode_sleb128(624485) == b'\xe5\x8e&'
assert encode_sleb128(-123456) == b'\xc0\xbbx'
