# query: Convert a dotted-decimal IPv4 subnet mask such as "255.255.240.0" into its prefix length
#   (20). Return None if the text is not four decimal octets in 0-255 or the one bits of the mask are
#   not contiguous from the top.
# entry_point: prefix_from_netmask
# example: prefix_from_netmask("255.255.0.0") == 16
# example: prefix_from_netmask("255.255.255.192") == 26

def prefix_from_netmask(mask_text):
    parts = mask_text.split(".")
    if len(parts) != 4:
        return None
    mask = 0
    for part in parts:
        if not part.isdigit() or int(part) > 255:
            return None
        mask = (mask << 8) | int(part)
    inverted = ~mask & 0xFFFFFFFF
    if inverted & (inverted + 1) != 0:
        return None
    return 32 - bin(inverted).count("1")


# tests
assert prefix_from_netmask("255.255.255.0") == 24
assert prefix_from_netmask("255.255.240.0") == 20
assert prefix_from_netmask("0.0.0.0") == 0
assert prefix_from_netmask("255.255.255.255") == 32
assert prefix_from_netmask("255.0.255.0") is None
assert prefix_from_netmask("255.255.255.255.0") is None
assert prefix_from_netmask("255.256.0.0") is None
assert prefix_from_netmask("255.255.x.0") is None
assert prefix_from_netmask("128.0.0.0") == 1
assert prefix_from_netmask("255.255.255.254") == 31
