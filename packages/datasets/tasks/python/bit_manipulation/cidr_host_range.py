# query: For an IPv4 CIDR block such as "192.168.1.0/24" return the first and last usable host
#   addresses as a tuple of dotted strings; host bits of the given address are ignored. A /31 or /32
#   has no network or broadcast address, so its whole range is usable. A prefix outside 0-32 gives None.
# entry_point: cidr_host_range
# example: cidr_host_range("10.0.0.0/8") == ("10.0.0.1", "10.255.255.254")
# example: cidr_host_range("172.16.5.4/30") == ("172.16.5.5", "172.16.5.6")

def cidr_host_range(cidr):
    address, _, prefix_text = cidr.partition("/")
    prefix = int(prefix_text)
    if prefix < 0 or prefix > 32:
        return None
    value = 0
    for octet in address.split("."):
        value = (value << 8) | int(octet)
    mask = ((1 << prefix) - 1) << (32 - prefix)
    network = value & mask
    broadcast = network | (~mask & 0xFFFFFFFF)
    if prefix >= 31:
        first, last = network, broadcast
    else:
        first, last = network + 1, broadcast - 1
    return tuple(".".join(str((n >> shift) & 255) for shift in (24, 16, 8, 0)) for n in (first, last))


# tests
assert cidr_host_range("192.168.1.0/24") == ('192.168.1.1', '192.168.1.254')
assert cidr_host_range("192.168.1.77/24") == ('192.168.1.1', '192.168.1.254')
assert cidr_host_range("10.1.2.3/32") == ('10.1.2.3', '10.1.2.3')
assert cidr_host_range("10.1.2.3/31") == ('10.1.2.2', '10.1.2.3')
assert cidr_host_range("10.1.2.3/30") == ('10.1.2.1', '10.1.2.2')
assert cidr_host_range("0.0.0.0/0") == ('0.0.0.1', '255.255.255.254')
assert cidr_host_range("172.31.200.9/20") == ('172.31.192.1', '172.31.207.254')
assert cidr_host_range("1.2.3.4/33") is None
assert cidr_host_range("1.2.3.4/-1") is None
