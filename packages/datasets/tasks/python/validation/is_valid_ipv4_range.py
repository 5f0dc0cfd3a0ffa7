# query: Check an IPv4 address range written "first-last" (spaces around the hyphen allowed): both ends
#   must be dotted-quad addresses with four decimal parts 0-255 without leading zeros, and the first must not
#   be greater than the last.
# entry_point: is_valid_ipv4_range
# example: is_valid_ipv4_range("10.0.0.1-10.0.0.50") == True
# example: is_valid_ipv4_range("10.0.0.50-10.0.0.1") == False

def is_valid_ipv4_range(text):
    def to_number(address):
        parts = address.strip().split(".")
        if len(parts) != 4:
            return None
        value = 0
        for part in parts:
            if not part.isdigit() or not part.isascii():
                return None
            if len(part) > 1 and part[0] == "0":
                return None
            if int(part) > 255:
                return None
            value = value * 256 + int(part)
        return value

    pieces = text.split("-")
    if len(pieces) != 2:
        return False
    first = to_number(pieces[0])
    last = to_number(pieces[1])
    if first is None or last is None:
        return False
    return first <= last


# tests
assert is_valid_ipv4_range("192.168.1.1 - 192.168.1.1") is True
assert is_valid_ipv4_range("0.0.0.0-255.255.255.255") is True
assert is_valid_ipv4_range("1.0.0.0-0.255.255.255") is False
assert is_valid_ipv4_range("1.2.3.4-1.2.3.256") is False
assert is_valid_ipv4_range("1.2.3.04-1.2.3.5") is False
assert is_valid_ipv4_range("1.2.3-1.2.3.5") is False
assert is_valid_ipv4_range("1.2.3.4") is False
assert is_valid_ipv4_range("1.2.3.4-1.2.3.5-1.2.3.6") is False
assert is_valid_ipv4_range("1.2.3.4-1.2.3.x") is False
assert is_valid_ipv4_range("9.9.9.9-10.0.0.0") is True
