# query: Decode a 16-bit IEEE 754 half-precision bit pattern (1 sign bit, 5 exponent bits with bias 15,
#   10 fraction bits) into a Python float, handling subnormals, signed infinities and NaN. A value
#   outside 0-0xFFFF gives None.
# entry_point: half_float_to_float
# example: half_float_to_float(0x4000) == 2.0
# example: half_float_to_float(0xB800) == -0.5

def half_float_to_float(bits):
    if bits < 0 or bits > 0xFFFF:
        return None
    sign = -1.0 if bits & 0x8000 else 1.0
    exponent = (bits >> 10) & 0x1F
    fraction = bits & 0x3FF
    if exponent == 0x1F:
        return sign * float("inf") if fraction == 0 else float("nan")
    if exponent == 0:
        return sign * fraction * 2.0 ** -24
    return sign * (1 + fraction / 1024) * 2.0 ** (exponent - 15)


# tests
assert half_float_to_float(0) == 0.0
assert half_float_to_float(0xC000) == -2.0
assert half_float_to_float(0x7BFF) == 65504.0
assert half_float_to_float(0x0001) == 5.960464477539063e-08
assert half_float_to_float(0x03FF) == 6.097555160522461e-05
assert half_float_to_float(0x3555) == 0.333251953125
assert half_float_to_float(0x7C00) == float("inf")
assert half_float_to_float(0xFC00) == float("-inf")
assert half_float_to_float(0xFFFF) != half_float_to_float(0xFFFF)
assert (half_float_to_float(-1), half_float_to_float(0x10000)) == (None, None)
