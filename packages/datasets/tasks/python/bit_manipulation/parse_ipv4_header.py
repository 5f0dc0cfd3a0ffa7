# query: Read the main fields of an IPv4 packet header from raw bytes and return a dict with version,
#   header_length (in bytes, the IHL field times 4), total_length, ttl and protocol. Return None if
#   there are fewer than 20 bytes, the version is not 4, the header length is below 20 or it exceeds
#   the data.
# entry_point: parse_ipv4_header
# example: parse_ipv4_header(bytes([0x45, 0, 0, 20, 0, 0, 0, 0, 1, 17] + [0] * 10)) == {"version": 4, "header_length": 20, "total_length": 20, "ttl": 1, "protocol": 17}
# example: parse_ipv4_header(bytes([0x45] + [0] * 18)) == None

def parse_ipv4_header(data):
    if len(data) < 20:
        return None
    version = data[0] >> 4
    header_length = (data[0] & 0x0F) * 4
    if version != 4 or header_length < 20 or header_length > len(data):
        return None
    return {
        "version": version,
        "header_length": header_length,
        "total_length": (data[2] << 8) | data[3],
        "ttl": data[8],
        "protocol": data[9],
    }


# tests
assert parse_ipv4_header(bytes([0x45, 0, 0x01, 0x2C, 0, 0, 0, 0, 64, 6] + [0] * 10)) == {'version': 4, 'header_length': 20, 'total_length': 300, 'ttl': 64, 'protocol': 6}
assert parse_ipv4_header(bytes([0x46, 0, 0, 24, 0, 0, 0, 0, 255, 1] + [0] * 14)) == {'version': 4, 'header_length': 24, 'total_length': 24, 'ttl': 255, 'protocol': 1}
assert parse_ipv4_header(bytes([0x4F, 0, 0xFF, 0xFF, 0, 0, 0, 0, 2, 50] + [0] * 50)) == {'version': 4, 'header_length': 60, 'total_length': 65535, 'ttl': 2, 'protocol': 50}
assert parse_ipv4_header(bytes([0x46, 0, 0, 24, 0, 0, 0, 0, 255, 1] + [0] * 10)) is None
assert parse_ipv4_header(bytes([0x44, 0, 0, 20, 0, 0, 0, 0, 64, 6] + [0] * 10)) is None
assert parse_ipv4_header(bytes([0x65, 0, 0, 20, 0, 0, 0, 0, 64, 6] + [0] * 10)) is None
assert parse_ipv4_header(bytes([0x55, 0, 0, 20, 0, 0, 0, 0, 64, 6] + [0] * 10)) is None
assert parse_ipv4_header(bytes([0x45, 0, 0, 20, 0, 0, 0, 0, 64, 6] + [0] * 9)) is None
assert parse_ipv4_header(b"") is None
