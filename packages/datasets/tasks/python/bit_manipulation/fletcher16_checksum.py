# query: Compute the Fletcher-16 checksum of a byte string: a running sum of the bytes and a running
#   sum of those sums, both modulo 255 and starting at 0, returned as (second << 8) | first. Empty
#   data gives 0.
# entry_point: fletcher16_checksum
# example: fletcher16_checksum(b"\x01\x02") == 0x0403
# example: fletcher16_checksum(b"\x05") == 0x0505

def fletcher16_checksum(data):
    first = 0
    second = 0
    for byte in data:
        first = (first + byte) % 255
        second = (second + first) % 255
    return (second << 8) | first


# tests
assert fletcher16_checksum(b"") == 0
assert fletcher16_checksum(b"abcde") == 51440
assert fletcher16_checksum(b"abcdef") == 8279
assert fletcher16_checksum(b"abcdefgh") == 1575
assert fletcher16_checksum(b"\xff") == 0
assert fletcher16_checksum(b"\xfe\xfe\xfe") == 63996
assert fletcher16_checksum(b"\x00\x01") == 257
assert fletcher16_checksum(b"\x80" * 10) == 39685
