# query: Derive the modified EUI-64 IPv6 interface identifier from a 48-bit MAC address written as six
#   two-digit hex groups separated by ":" or "-": insert FFFE in the middle and flip the
#   universal/local bit (0x02 of the first byte). Return four lowercase 4-digit hex groups joined by
#   ":", or None for a malformed address.
# entry_point: eui64_from_mac
# example: eui64_from_mac("00:00:00:00:00:00") == "0200:00ff:fe00:0000"
# example: eui64_from_mac("12-34-56-78-9a-bc") == "1034:56ff:fe78:9abc"

def eui64_from_mac(mac):
    parts = mac.replace("-", ":").split(":")
    if len(parts) != 6:
        return None
    octets = []
    for part in parts:
        if len(part) != 2:
            return None
        try:
            octets.append(int(part, 16))
        except ValueError:
            return None
    octets[0] ^= 0x02
    full = octets[:3] + [0xFF, 0xFE] + octets[3:]
    groups = []
    for index in range(0, 8, 2):
        groups.append(format((full[index] << 8) | full[index + 1], "04x"))
    return ":".join(groups)


# tests
assert eui64_from_mac("00:1A:2B:3C:4D:5E") == '021a:2bff:fe3c:4d5e'
assert eui64_from_mac("02-00-00-00-00-01") == '0000:00ff:fe00:0001'
assert eui64_from_mac("ff:ff:ff:ff:ff:ff") == 'fdff:ffff:feff:ffff'
assert eui64_from_mac("AA:BB:CC:DD:EE:FF") == 'a8bb:ccff:fedd:eeff'
assert eui64_from_mac("00:1a:2b:3c:4d") is None
assert eui64_from_mac("00:1a:2b:3c:4d:5e:6f") is None
assert eui64_from_mac("0:1a:2b:3c:4d:5e") is None
assert eui64_from_mac("00:1a:2b:3c:4d:zz") is None
assert eui64_from_mac("01:02:03:04:05:06") == '0302:03ff:fe04:0506'
