# query: Add two integers the way a fixed-width two's complement register does: the result wraps
#   around on overflow and is returned as a signed value of the given bit width (127 + 1 in 8 bits
#   gives -128).
# entry_point: wrapping_signed_add
# example: wrapping_signed_add(10, 20, 8) == 30
# example: wrapping_signed_add(100, 100, 8) == -56

def wrapping_signed_add(a, b, bits):
    modulus = 1 << bits
    half = modulus >> 1
    total = (a + b) % modulus
    if total >= half:
        return total - modulus
    return total


# tests
assert wrapping_signed_add(1, 2, 8) == 3
assert wrapping_signed_add(127, 1, 8) == -128
assert wrapping_signed_add(-128, -1, 8) == 127
assert wrapping_signed_add(-5, 3, 8) == -2
assert wrapping_signed_add(100, 27, 8) == 127
assert wrapping_signed_add(0, 0, 16) == 0
assert wrapping_signed_add(32767, 1, 16) == -32768
assert wrapping_signed_add(-1, 1, 4) == 0
assert wrapping_signed_add(7, 7, 4) == -2
