# query: Compute the 16-bit Internet checksum of a byte string: add up the data as big-endian 16-bit
#   words (an odd final byte is padded with a zero byte) using ones' complement addition with
#   end-around carry, and return the ones' complement of the sum. Empty data gives 0xFFFF.
# entry_point: internet_checksum
# example: internet_checksum(b"\x00\x00") == 0xFFFF
# example: internet_checksum(b"\x01\x02\x03\x04") == 0xFBF9

def internet_checksum(data):
    total = 0
    for index in range(0, len(data), 2):
        word = data[index] << 8
        if index + 1 < len(data):
            word |= data[index + 1]
        total += word
        while total > 0xFFFF:
            total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


# tests
assert internet_checksum(b"") == 0xFFFF
assert internet_checksum(b"\x00\x01") == 0xFFFE
assert internet_checksum(b"\xff\xff") == 0
assert internet_checksum(b"\x01") == 0xFEFF
assert internet_checksum(b"\x12\x34\x56\x78") == 0x9753
assert internet_checksum(b"\xff\xff\x00\x02") == 0xFFFD
assert internet_checksum(b"\x12\x34\x56") == 0x97CB
assert internet_checksum(bytes.fromhex("450000730000400040110000c0a80001c0a800c7")) == 0xB861
assert internet_checksum(b"\xff\xff\x00\x01") == 0xFFFE
