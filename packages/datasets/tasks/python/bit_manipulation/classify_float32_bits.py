# query: Classify a 32-bit IEEE 754 single-precision bit pattern, given as an unsigned integer, as
#   "zero", "subnormal", "normal", "infinity" or "nan"; the sign bit does not affect the class. A value
#   that does not fit in 32 unsigned bits gives None.
# entry_point: classify_float32_bits
# example: classify_float32_bits(0x3F800000) == "normal"
# example: classify_float32_bits(0xFFC00000) == "nan"

def classify_float32_bits(bits):
    if bits < 0 or bits > 0xFFFFFFFF:
        return None
    exponent = (bits >> 23) & 0xFF
    fraction = bits & 0x7FFFFF
    if exponent == 0xFF:
        return "nan" if fraction != 0 else "infinity"
    if exponent == 0:
        return "zero" if fraction == 0 else "subnormal"
    return "normal"


# tests
assert classify_float32_bits(0) == 'zero'
assert classify_float32_bits(-1) is None
assert classify_float32_bits(0xFFFFFFFF) == 'nan'
assert classify_float32_bits(0x007FFFFF) == 'subnormal'
assert classify_float32_bits(0x00800000) == 'normal'
assert classify_float32_bits(0x7F7FFFFF) == 'normal'
assert classify_float32_bits(0x7F800000) == 'infinity'
assert classify_float32_bits(0xFF800000) == 'infinity'
assert classify_float32_bits(0x7F800001) == 'nan'
assert classify_float32_bits(0x100000000) is None
