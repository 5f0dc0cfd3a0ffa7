# query: Check whether a string is an IPv4 network in CIDR notation "a.b.c.d/n": four decimal parts from 0
#   to 255, a prefix length from 0 to 32, and no bits set in the address beyond the prefix (so
#   "10.0.0.1/8" is not a network address).
# entry_point: is_valid_cidr_block
# example: is_valid_cidr_block("10.0.0.0/8") == True
# example: is_valid_cidr_block("192.168.1.1/24") == False

def is_valid_cidr_block(text):
    if text.count("/") != 1:
        return False
    address, prefix = text.split("/")
    if not prefix.isdigit():
        return False
    length = int(prefix)
    if length > 32:
        return False
    parts = address.split(".")
    if len(parts) != 4:
        return False
    value = 0
    for part in parts:
        if not part.isdigit() or int(part) > 255:
            return False
        value = value * 256 + int(part)
    host_bits = 32 - length
    return value % (1 << host_bits) == 0


# tests
assert is_valid_cidr_block("10.1.0.0/8") is False
assert is_valid_cidr_block("192.168.1.128/25") is True
assert is_valid_cidr_block("192.168.1.64/25") is False
assert is_valid_cidr_block("0.0.0.0/0") is True
assert is_valid_cidr_block("255.255.255.255/32") is True
assert is_valid_cidr_block("1.2.3.4/33") is False
assert is_valid_cidr_block("1.2.3.0") is False
assert is_valid_cidr_block("1.2.3.256/32") is False
assert is_valid_cidr_block("1.2.0/24") is False
assert is_valid_cidr_block("0.0.0.0/-1") is False
