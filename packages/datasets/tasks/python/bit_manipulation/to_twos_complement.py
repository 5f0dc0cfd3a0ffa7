# query: Convert a signed integer to its unsigned two's complement bit pattern of the given width
#   (for example -1 in 8 bits is 255). Return None if the number does not fit in that many bits as a
#   signed value.
# entry_point: to_twos_complement
# example: to_twos_complement(-2, 8) == 254
# example: to_twos_complement(100, 8) == 100

def to_twos_complement(value, bits):
    low = -(1 << (bits - 1))
    high = (1 << (bits - 1)) - 1
    if value < low or value > high:
        return None
    if value < 0:
        return value + (1 << bits)
    return value


# tests
assert to_twos_complement(-1, 8) == 255
assert to_twos_complement(-128, 8) == 128
assert to_twos_complement(127, 8) == 127
assert to_twos_complement(128, 8) is None
assert to_twos_complement(-129, 8) is None
assert to_twos_complement(0, 4) == 0
assert to_twos_complement(-3, 4) == 13
assert to_twos_complement(-32768, 16) == 0x8000
assert to_twos_complement(5, 16) == 5
