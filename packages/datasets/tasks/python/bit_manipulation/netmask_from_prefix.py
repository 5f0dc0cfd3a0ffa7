# query: Turn an IPv4 prefix length (0-32) into its dotted-decimal subnet mask, such as 24 giving
#   "255.255.255.0". Prefix lengths outside 0-32 give None.
# entry_point: netmask_from_prefix
# example: netmask_from_prefix(16) == "255.255.0.0"
# example: netmask_from_prefix(26) == "255.255.255.192"

def netmask_from_prefix(prefix):
    if prefix < 0 or prefix > 32:
        return None
    mask = (0xFFFFFFFF << (32 - prefix)) & 0xFFFFFFFF
    octets = []
    for shift in (24, 16, 8, 0):
        octets.append(str((mask >> shift) & 0xFF))
    return ".".join(octets)


# tests
assert netmask_from_prefix(24) == "255.255.255.0"
assert netmask_from_prefix(0) == "0.0.0.0"
assert netmask_from_prefix(32) == "255.255.255.255"
assert netmask_from_prefix(20) == "255.255.240.0"
assert netmask_from_prefix(1) == "128.0.0.0"
assert netmask_from_prefix(31) == "255.255.255.254"
assert netmask_from_prefix(9) == "255.128.0.0"
assert netmask_from_prefix(33) is None
assert netmask_from_prefix(-1) is None
