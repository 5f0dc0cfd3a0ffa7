# query: Decode a zigzag-encoded unsigned integer (as used by Protocol Buffers sint fields) back to the
#   signed value: 0, 1, 2, 3, 4 map to 0, -1, 1, -2, 2 and so on. A negative input is not a valid
#   encoding and gives None.
# entry_point: zigzag_decode
# example: zigzag_decode(6) == 3
# example: zigzag_decode(7) == -4

def zigzag_decode(value):
    if value < 0:
        return None
    if value % 2 == 0:
        return value >> 1
    return -(value >> 1) - 1


# tests
assert zigzag_decode(0) == 0
assert zigzag_decode(1) == -1
assert zigzag_decode(2) == 1
assert zigzag_decode(3) == -2
assert zigzag_decode(4) == 2
assert zigzag_decode(4294967294) == 2147483647
assert zigzag_decode(4294967295) == -2147483648
assert zigzag_decode(-1) is None
assert zigzag_decode(101) == -51
