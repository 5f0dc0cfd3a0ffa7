# query: Pack a list of 0/1 bits into bytes, the first bit going into the most significant bit of the
#   first byte; a final partial byte is padded with zero bits on the right. Any element other than 0
#   or 1 gives None.
# entry_point: pack_bit_list
# example: pack_bit_list([1, 1, 0, 0]) == b"\xc0"
# example: pack_bit_list([0, 1, 0, 0, 0, 0, 0, 1]) == b"A"

def pack_bit_list(bits):
    result = bytearray()
    current = 0
    for index, bit in enumerate(bits):
        if bit != 0 and bit != 1:
            return None
        current = (current << 1) | bit
        if index % 8 == 7:
            result.append(current)
            current = 0
    remainder = len(bits) % 8
    if remainder != 0:
        result.append(current << (8 - remainder))
    return bytes(result)


# tests
assert pack_bit_list([]) == b''
assert pack_bit_list([1]) == b'\x80'
assert pack_bit_list([1, 0, 1]) == b'\xa0'
assert pack_bit_list([1] * 8) == b'\xff'
assert pack_bit_list([0, 0, 0, 0, 0, 0, 0, 1]) == b'\x01'
assert pack_bit_list([1] * 9) == b'\xff\x80'
assert pack_bit_list([1, 0, 0, 0, 0, 0, 0, 1, 0, 1]) == b'\x81@'
assert pack_bit_list([0, 1, 2]) is None
assert pack_bit_list([-1]) is None
assert pack_bit_list([0] * 16) == b'\x00\x00'
