# query: Check whether a string is a dotted-decimal IPv4 address: exactly four dot-separated parts, each
#   made only of ASCII digits, with a value from 0 to 255 and no leading zeros (a lone "0" is fine).
# entry_point: is_valid_ipv4_address
# example: is_valid_ipv4_address("10.0.0.1") == True
# example: is_valid_ipv4_address("300.1.2.3") == False

def is_valid_ipv4_address(text):
    parts = text.split(".")
    if len(parts) != 4:
        return False
    for part in parts:
        if len(part) == 0:
            return False
        for character in part:
            if character < "0" or character > "9":
                return False
        if len(part) > 1 and part[0] == "0":
            return False
        if int(part) > 255:
            return False
    return True


# tests
assert is_valid_ipv4_address("192.168.0.1") is True
assert is_valid_ipv4_address("255.255.255.255") is True
assert is_valid_ipv4_address("256.1.1.1") is False
assert is_valid_ipv4_address("1.2.3") is False
assert is_valid_ipv4_address("01.2.3.4") is False
assert is_valid_ipv4_address("0.0.0.0") is True
assert is_valid_ipv4_address("1..2.3") is False
assert is_valid_ipv4_address("a.b.c.d") is False
assert is_valid_ipv4_address("1.2.3.-4") is False
assert is_valid_ipv4_address("9.9.9.9") is True
