# query: Compute the CRC-16/MODBUS checksum of a byte string: initial value 0xFFFF, reflected
#   polynomial 0xA001 processed least significant bit first, no final XOR. Empty data gives 0xFFFF.
# entry_point: crc16_modbus
# example: crc16_modbus(b"\x00") == 0x40BF
# example: crc16_modbus(b"AB") == 0xD1B1

def crc16_modbus(data):
    crc = 0xFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ 0xA001
            else:
                crc >>= 1
    return crc


# tests
assert crc16_modbus(b"") == 65535
assert crc16_modbus(b"123456789") == 19255
assert crc16_modbus(b"\x01\x03\x00\x00\x00\x01") == 2692
assert crc16_modbus(b"\xff") == 255
assert crc16_modbus(b"\x01") == 32894
assert crc16_modbus(b"\x80") == 57534
assert crc16_modbus(b"\x11\x03\x00\x6b\x00\x03") == 34678
assert crc16_modbus(b"\x00\x00") == 45057
