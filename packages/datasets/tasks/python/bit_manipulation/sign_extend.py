# query: Interpret the lowest given number of bits of an integer as a two's complement signed number
#   and return its signed value; bits above that width are ignored. A width of zero or less gives None.
# entry_point: sign_extend
# example: sign_extend(0xFE, 8) == -2
# example: sign_extend(0x7FFF, 16) == 32767

def sign_extend(value, bits):
    if bits <= 0:
        return None
    mask = (1 << bits) - 1
    value = value & mask
    sign_bit = 1 << (bits - 1)
    if value >= sign_bit:
        return value - (1 << bits)
    return value


# tests
assert sign_extend(0xFF, 8) == -1
assert sign_extend(0x7F, 8) == 127
assert sign_extend(0x80, 8) == -128
assert sign_extend(0x1FF, 8) == -1
assert sign_extend(0x100, 8) == 0
assert sign_extend(1, 1) == -1
assert sign_extend(0x8000, 16) == -32768
assert sign_extend(0x0FFF, 12) == -1
assert sign_extend(5, 0) is None
