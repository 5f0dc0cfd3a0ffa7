# query: Compute the Adler-32 checksum of a byte string: a running sum of the bytes starting at 1 and
#   a running sum of those sums starting at 0, both modulo 65521, combined as (second << 16) | first.
#   Empty data gives 1.
# entry_point: adler32_checksum
# example: adler32_checksum(b"ab") == 0x012600C4
# example: adler32_checksum(b"\x01") == 0x00020002

def adler32_checksum(data):
    low = 1
    high = 0
    for byte in data:
        low = (low + byte) % 65521
        high = (high + low) % 65521
    return (high << 16) | low


# tests
assert adler32_checksum(b"") == 1
assert adler32_checksum(b"a") == 6422626
assert adler32_checksum(b"Wikipedia") == 300286872
assert adler32_checksum(b"\x00\x00") == 131073
assert adler32_checksum(b"\xff" * 300) == 3104778980
assert adler32_checksum(b"\xff" * 5000) == 1420981654
assert adler32_checksum(b"\x10\x20\x30") == 10682465
assert adler32_checksum(bytes(range(256))) == 2918612865
