# query: Compute the standard CRC-32 checksum (IEEE 802.3, as used by zip and PNG) of a byte string:
#   reflected polynomial 0xEDB88320, initial value 0xFFFFFFFF and a final XOR with 0xFFFFFFFF. Empty
#   data gives 0.
# entry_point: crc32_ieee
# example: crc32_ieee(b"hello") == 0x3610A686
# example: crc32_ieee(b"A") == 0xD3D99E8B

def crc32_ieee(data):
    crc = 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ 0xEDB88320
            else:
                crc >>= 1
    return crc ^ 0xFFFFFFFF


# tests
assert crc32_ieee(b"") == 0
assert crc32_ieee(b"123456789") == 3421780262
assert crc32_ieee(b"a") == 3904355907
assert crc32_ieee(b"\x00") == 3523407757
assert crc32_ieee(b"\xff") == 4278190080
assert crc32_ieee(b"abc") == 891568578
assert crc32_ieee(b"\x00\x00\x00\x00") == 558161692
assert crc32_ieee(b"\x80") == 1069182125
