# query: Cover an inclusive range of IPv4 addresses, given as 32-bit integers, with the fewest CIDR
#   blocks and return them in address order as "a.b.c.d/prefix" strings. A range whose first address
#   is above its last gives an empty list.
# entry_point: range_to_cidrs
# example: range_to_cidrs(0x0A000000, 0x0A0000FF) == ["10.0.0.0/24"]
# example: range_to_cidrs(0xC0A80001, 0xC0A80002) == ["192.168.0.1/32", "192.168.0.2/32"]

def range_to_cidrs(first, last):
    blocks = []
    while first <= last:
        size = 1
        while first % (size * 2) == 0 and first + size * 2 - 1 <= last:
            size *= 2
        prefix = 32 - (size.bit_length() - 1)
        octets = [str((first >> shift) & 255) for shift in (24, 16, 8, 0)]
        blocks.append(".".join(octets) + "/" + str(prefix))
        first += size
    return blocks


# tests
assert range_to_cidrs(5, 4) == []
assert range_to_cidrs(0, 0xFFFFFFFF) == ['0.0.0.0/0']
assert range_to_cidrs(0x01020304, 0x01020304) == ['1.2.3.4/32']
assert range_to_cidrs(0x0A000000, 0x0A000003) == ['10.0.0.0/30']
assert range_to_cidrs(0x0A000001, 0x0A000006) == ['10.0.0.1/32', '10.0.0.2/31', '10.0.0.4/31', '10.0.0.6/32']
assert range_to_cidrs(0x0A000000, 0x0A000002) == ['10.0.0.0/31', '10.0.0.2/32']
assert range_to_cidrs(0xC0A80000, 0xC0A801FF) == ['192.168.0.0/23']
assert range_to_cidrs(0xFFFFFFFE, 0xFFFFFFFF) == ['255.255.255.254/31']
assert range_to_cidrs(0x0A0000FF, 0x0A000100) == ['10.0.0.255/32', '10.0.1.0/32']
