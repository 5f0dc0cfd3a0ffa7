# query: Encode a number as a signed fixed-point two's complement bit pattern of total_bits bits with
#   fraction_bits fraction bits: scale by 2**fraction_bits, round to the nearest integer (ties to
#   even), clamp to the representable signed range and return the unsigned pattern. Return None if
#   total_bits is below 1 or fraction_bits is outside 0 to total_bits.
# entry_point: to_fixed_point
# example: to_fixed_point(1.5, 16, 8) == 0x0180
# example: to_fixed_point(-0.0625, 8, 4) == 0xFF

def to_fixed_point(value, total_bits, fraction_bits):
    if total_bits < 1 or fraction_bits < 0 or fraction_bits > total_bits:
        return None
    scaled = round(value * (1 << fraction_bits))
    high = (1 << (total_bits - 1)) - 1
    low = -(1 << (total_bits - 1))
    scaled = max(low, min(high, scaled))
    return scaled & ((1 << total_bits) - 1)


# tests
assert to_fixed_point(0.5, 8, 7) == 0x40
assert to_fixed_point(-1.0, 8, 7) == 0x80
assert to_fixed_point(1.0, 8, 7) == 0x7F
assert to_fixed_point(-2.0, 8, 7) == 0x80
assert to_fixed_point(127.0, 8, 0) == 0x7F
assert to_fixed_point(0.09375, 8, 4) == 0x02
assert to_fixed_point(-3.3, 16, 4) == 0xFFCB
assert to_fixed_point(1.0, 1, 0) == 0
assert to_fixed_point(-0.5, 4, 4) == 0x8
assert (to_fixed_point(1.0, 0, 0), to_fixed_point(1.0, 8, 9), to_fixed_point(1.0, 8, -1)) == (None, None, None)
