# query: Check a "host:port" address: the port is 1-65535 written in digits without leading zeros; the host
#   is either an IPv6 address in square brackets (hex digits and colons, at least two colons) or a hostname of
#   dot-separated labels of ASCII letters, digits and hyphens, each 1-63 characters and not starting or ending with "-".
# entry_point: is_valid_host_port
# example: is_valid_host_port("example.com:443") == True
# example: is_valid_host_port("example.com") == False

def is_valid_host_port(address):
    colon = address.rfind(":")
    if colon == -1:
        return False
    host = address[:colon]
    port = address[colon + 1:]
    if not port.isdigit() or port[0] == "0" or int(port) > 65535:
        return False
    if host.startswith("[") and host.endswith("]"):
        inner = host[1:-1]
        if inner.count(":") < 2:
            return False
        return all(character in "0123456789abcdefABCDEF:" for character in inner)
    for label in host.split("."):
        if not label or len(label) > 63 or label.startswith("-") or label.endswith("-"):
            return False
        for character in label:
            if not (character.isascii() and (character.isalnum() or character == "-")):
                return False
    return True


# tests
assert is_valid_host_port(("x" * 63) + ".a:1") is True
assert is_valid_host_port("[::1]:8080") is True
assert is_valid_host_port("[fe80::1:2]:65535") is True
assert is_valid_host_port("host:65536") is False
assert is_valid_host_port("[1:2]:80") is False
assert is_valid_host_port("[::1:80") is False
assert is_valid_host_port("[::1g]:80") is False
assert is_valid_host_port("a-.b:80") is False
assert is_valid_host_port(("x" * 64) + ".io:22") is False
assert is_valid_host_port("8080") is False
