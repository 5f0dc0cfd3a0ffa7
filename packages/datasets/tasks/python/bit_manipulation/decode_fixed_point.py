# query: Decode a signed fixed-point number stored as a two's complement bit pattern of total_bits
#   bits, the lowest fraction_bits of which are the fraction, and return its value as a float. Return
#   None if total_bits is below 1, fraction_bits is outside 0 to total_bits, or the pattern does not fit.
# entry_point: decode_fixed_point
# example: decode_fixed_point(0x0180, 16, 8) == 1.5
# example: decode_fixed_point(0xFF, 8, 4) == -0.0625

def decode_fixed_point(raw, total_bits, fraction_bits):
    if total_bits < 1 or fraction_bits < 0 or fraction_bits > total_bits:
        return None
    if raw < 0 or raw >= 1 << total_bits:
        return None
    if raw >= 1 << (total_bits - 1):
        raw -= 1 << total_bits
    return raw / (1 << fraction_bits)


# tests
assert decode_fixed_point(0, 8, 4) == 0.0
assert decode_fixed_point(0x7F, 8, 0) == 127.0
assert decode_fixed_point(0x80, 8, 0) == -128.0
assert decode_fixed_point(0x80, 8, 7) == -1.0
assert decode_fixed_point(0x40, 8, 7) == 0.5
assert decode_fixed_point(0xFFFF, 16, 16) == -1.52587890625e-05
assert decode_fixed_point(1, 1, 0) == -1.0
assert decode_fixed_point(0x100, 8, 4) is None
assert (decode_fixed_point(-1, 8, 4), decode_fixed_point(0, 0, 0), decode_fixed_point(0, 8, 9), decode_fixed_point(0, 8, -1)) == (None, None, None, None)
assert decode_fixed_point(0x7FFF, 16, 15) == 0.999969482421875
