# query: Sort IPv4 address strings numerically by their four octets, so "10.0.0.2" comes before "10.0.0.10". Strings
#   that are not four dot-separated decimal numbers from 0 to 255 go after all valid addresses, in their original
#   order; numerically equal addresses also keep their original order.
# entry_point: sort_ip_addresses
# example: sort_ip_addresses(["10.0.0.10", "10.0.0.2"]) == ["10.0.0.2", "10.0.0.10"]
# example: sort_ip_addresses(["host", "1.1.1.1"]) == ["1.1.1.1", "host"]

def sort_ip_addresses(addresses):
    valid = []
    invalid = []
    for address in addresses:
        parts = address.split(".")
        if len(parts) == 4 and all(part.isdigit() and int(part) <= 255 for part in parts):
            valid.append((tuple(int(part) for part in parts), address))
        else:
            invalid.append(address)
    valid.sort(key=lambda item: item[0])
    return [address for _, address in valid] + invalid


# tests
assert sort_ip_addresses(["192.168.1.20", "192.168.1.3", "10.0.0.1"]) == ['10.0.0.1', '192.168.1.3', '192.168.1.20']
assert sort_ip_addresses([]) == []
assert sort_ip_addresses(["9.255.0.0", "10.0.0.0"]) == ['9.255.0.0', '10.0.0.0']
assert sort_ip_addresses(["0.0.0.256", "1.0.0.0"]) == ['1.0.0.0', '0.0.0.256']
assert sort_ip_addresses(["1.2.3", "0.0.0.0", "1.2.3.4.5"]) == ['0.0.0.0', '1.2.3', '1.2.3.4.5']
assert sort_ip_addresses(["010.0.0.1", "10.0.0.1", "2.0.0.1"]) == ['2.0.0.1', '010.0.0.1', '10.0.0.1']
assert sort_ip_addresses(["a.b.c.d", "-1.0.0.0", "8.8.8.8"]) == ['8.8.8.8', 'a.b.c.d', '-1.0.0.0']
assert sort_ip_addresses(["172.16.5.4", "172.16.4.5", "172.15.255.255"]) == ['172.15.255.255', '172.16.4.5', '172.16.5.4']
assert sort_ip_addresses(["zz", "yy"]) == ['zz', 'yy']
