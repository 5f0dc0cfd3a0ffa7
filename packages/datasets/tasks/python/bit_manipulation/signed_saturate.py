# query: Clamp an integer to the range of a signed two's complement number of the given bit width
#   (for 8 bits, -128 to 127), returning the nearest representable value. A width below 1 gives None.
# entry_point: signed_saturate
# example: signed_saturate(1000, 8) == 127
# example: signed_saturate(-5, 4) == -5

def signed_saturate(value, bits):
    if bits < 1:
        return None
    high = (1 << (bits - 1)) - 1
    low = -(1 << (bits - 1))
    if value > high:
        return high
    if value < low:
        return low
    return value


# tests
assert signed_saturate(127, 8) == 127
assert signed_saturate(128, 8) == 127
assert signed_saturate(-128, 8) == -128
assert signed_saturate(-129, 8) == -128
assert signed_saturate(0, 8) == 0
assert (signed_saturate(1, 1), signed_saturate(-1, 1), signed_saturate(-2, 1)) == (0, -1, -1)
assert signed_saturate(40000, 16) == 32767
assert signed_saturate(-40000, 16) == -32768
assert signed_saturate(5, 0) is None
assert signed_saturate(7, 4) == 7
