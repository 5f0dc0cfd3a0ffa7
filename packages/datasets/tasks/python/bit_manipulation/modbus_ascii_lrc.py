# query: Compute the longitudinal redundancy check of a Modbus ASCII frame given as ":" followed by
#   pairs of hex digits: the two's complement of the sum of the bytes modulo 256, returned as two
#   uppercase hex digits. A frame that does not start with ":" or has an odd number of hex digits
#   gives None.
# entry_point: modbus_ascii_lrc
# example: modbus_ascii_lrc(":0102") == "FD"
# example: modbus_ascii_lrc(":FF") == "01"

def modbus_ascii_lrc(frame):
    if not frame.startswith(":") or len(frame) % 2 != 1:
        return None
    total = 0
    for index in range(1, len(frame), 2):
        total = (total + int(frame[index:index + 2], 16)) & 0xFF
    return format((-total) & 0xFF, "02X")


# tests
assert modbus_ascii_lrc(":") == '00'
assert modbus_ascii_lrc(":010300000001") == 'FB'
assert modbus_ascii_lrc(":01") == 'FF'
assert modbus_ascii_lrc(":80") == '80'
assert modbus_ascii_lrc(":8080") == '00'
assert modbus_ascii_lrc(":F7031389000A") == '60'
assert modbus_ascii_lrc(":ff01") == '00'
assert modbus_ascii_lrc("0103") is None
assert modbus_ascii_lrc(":010") is None
