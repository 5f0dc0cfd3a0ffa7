# query: Check whether a string is a TCP port number: ASCII digits only, no leading zero, and a value from
#   1 to 65535. When privileged ports are not allowed, values below 1024 are rejected too.
# entry_point: is_valid_port_number
# example: is_valid_port_number("8080") == True
# example: is_valid_port_number("80", False) == False

def is_valid_port_number(text, allow_privileged=True):
    if len(text) == 0:
        return False
    for character in text:
        if character < "0" or character > "9":
            return False
    if text[0] == "0":
        return False
    port = int(text)
    if port > 65535:
        return False
    if port < 1024 and not allow_privileged:
        return False
    return True


# tests
assert is_valid_port_number("65535") is True
assert is_valid_port_number("65536") is False
assert is_valid_port_number("0") is False
assert is_valid_port_number("08081") is False
assert is_valid_port_number("") is False
assert is_valid_port_number("1023", False) is False
assert is_valid_port_number("1024", False) is True
assert is_valid_port_number("9") is True
assert is_valid_port_number("8a") is False
assert is_valid_port_number(" 80") is False
