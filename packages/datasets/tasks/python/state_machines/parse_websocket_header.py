# query: Parse a WebSocket frame header from a list of bytes. Byte 0 holds FIN (bit 7) and the opcode (low 4 bits); byte 1
#   holds MASK (bit 7) and a 7-bit length, where 126 means a 2-byte and 127 an 8-byte big-endian length follows; a 4-byte
#   masking key follows when MASK is set. Return (fin, opcode, masked, payload length, header size), or None if the
#   bytes end before the header does.
# entry_point: parse_websocket_header
# example: parse_websocket_header([0x81, 0x05]) == (True, 1, False, 5, 2)
# example: parse_websocket_header([0x82, 0x00]) == (True, 2, False, 0, 2)

def parse_websocket_header(data):
    if len(data) < 2:
        return None
    fin = data[0] & 0x80 != 0
    opcode = data[0] & 0x0F
    masked = data[1] & 0x80 != 0
    length = data[1] & 0x7F
    offset = 2
    if length >= 126:
        size = 2 if length == 126 else 8
        length = 0
        for byte in data[offset:offset + size]:
            length = length * 256 + byte
        offset += size
    if masked:
        offset += 4
    if len(data) < offset:
        return None
    return (fin, opcode, masked, length, offset)


# tests
assert parse_websocket_header([0x81]) is None
assert parse_websocket_header([0x01, 0x7D]) == (False, 1, False, 125, 2)
assert parse_websocket_header([0x88, 0x80, 1, 2, 3, 4]) == (True, 8, True, 0, 6)
assert parse_websocket_header([0x88, 0x80, 1, 2, 3]) is None
assert parse_websocket_header([0x82, 0x7E, 0x01, 0x00]) == (True, 2, False, 256, 4)
assert parse_websocket_header([0x82, 0x7E, 0x01]) is None
assert parse_websocket_header([0x02, 0xFF, 0, 0, 0, 0, 0, 1, 0, 0, 9, 9, 9, 9]) == (False, 2, True, 65536, 14)
assert parse_websocket_header([0x02, 0x7F, 0, 0, 0, 0, 0, 0, 1]) is None
assert parse_websocket_header([0x89, 0x7E, 0x00, 0x7E]) == (True, 9, False, 126, 4)
