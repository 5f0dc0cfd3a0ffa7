# query: Map a signed integer to an unsigned one with zigzag encoding, so that 0, -1, 1, -2, 2, ...
#   become 0, 1, 2, 3, 4, .... Return None if the number is outside the signed range of the given bit
#   width.
# entry_point: zigzag_encode
# example: zigzag_encode(2, 8) == 4
# example: zigzag_encode(-3, 8) == 5

def zigzag_encode(value, bits):
    limit = 1 << (bits - 1)
    if value < -limit or value >= limit:
        return None
    if value >= 0:
        return value << 1
    return ((-value) << 1) - 1


# tests
assert zigzag_encode(0, 8) == 0
assert zigzag_encode(-1, 8) == 1
assert zigzag_encode(1, 8) == 2
assert zigzag_encode(-2, 8) == 3
assert zigzag_encode(127, 8) == 254
assert zigzag_encode(-128, 8) == 255
assert zigzag_encode(128, 8) is None
assert zigzag_encode(-129, 8) is None
assert zigzag_encode(-1000, 32) == 1999
