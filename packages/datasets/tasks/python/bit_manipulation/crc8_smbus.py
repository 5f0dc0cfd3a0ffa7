# query: Compute the 8-bit CRC of a byte string using polynomial 0x07 with an initial value of zero,
#   processing the most significant bit of each byte first and with no final XOR (the SMBus packet
#   error code). Empty data gives 0.
# entry_point: crc8_smbus
# example: crc8_smbus(b"\x02") == 0x0E
# example: crc8_smbus(b"\x03") == 0x09

def crc8_smbus(data):
    crc = 0
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 0x80:
                crc = ((crc << 1) ^ 0x07) & 0xFF
            else:
                crc = (crc << 1) & 0xFF
    return crc


# tests
assert crc8_smbus(b"") == 0
assert crc8_smbus(b"\x00") == 0
assert crc8_smbus(b"\x01") == 0x07
assert crc8_smbus(b"\x80") == 0x89
assert crc8_smbus(b"123456789") == 0xF4
assert crc8_smbus(b"\xff") == 0xF3
assert crc8_smbus(b"\x01\x02") == 0x1B
assert crc8_smbus(b"\x40") == 0xC7
