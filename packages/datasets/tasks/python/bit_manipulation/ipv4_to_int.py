# query: Convert a dotted-quad IPv4 address string to its 32-bit unsigned integer value. Return None
#   unless there are exactly four dot-separated parts, each made of one to three decimal digits with
#   a value of at most 255.
# entry_point: ipv4_to_int
# example: ipv4_to_int("127.0.0.1") == 2130706433
# example: ipv4_to_int("0.0.1.0") == 256

def ipv4_to_int(address):
    parts = address.split(".")
    if len(parts) != 4:
        return None
    value = 0
    for part in parts:
        if not part.isdigit() or len(part) > 3:
            return None
        octet = int(part)
        if octet > 255:
            return None
        value = (value << 8) | octet
    return value


# tests
assert ipv4_to_int("0.0.0.0") == 0
assert ipv4_to_int("255.255.255.255") == 4294967295
assert ipv4_to_int("10.0.0.1") == 167772161
assert ipv4_to_int("172.16.254.3") == 2886794755
assert ipv4_to_int("192.168.1.256") is None
assert ipv4_to_int("1.2.3") is None
assert ipv4_to_int("1.2.3.4.5") is None
assert ipv4_to_int("1.2.a.4") is None
assert ipv4_to_int("1..3.4") is None
assert ipv4_to_int("1.2.3.0001") is None
