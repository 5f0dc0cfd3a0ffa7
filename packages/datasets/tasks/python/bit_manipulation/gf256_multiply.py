# query: Multiply two bytes as elements of the finite field GF(2^8) used by AES: carry-less
#   multiplication reduced modulo the polynomial x^8 + x^4 + x^3 + x + 1 (0x11B). An operand outside
#   0-255 gives None.
# entry_point: gf256_multiply
# example: gf256_multiply(2, 2) == 4
# example: gf256_multiply(2, 0x87) == 0x15

def gf256_multiply(a, b):
    if not (0 <= a <= 255 and 0 <= b <= 255):
        return None
    product = 0
    while b:
        if b & 1:
            product ^= a
        a <<= 1
        if a & 0x100:
            a ^= 0x11B
        b >>= 1
    return product


# tests
assert gf256_multiply(0x57, 0x83) == 0xC1
assert gf256_multiply(0x57, 0x13) == 0xFE
assert gf256_multiply(1, 0xAB) == 0xAB
assert gf256_multiply(0, 0xFF) == 0
assert gf256_multiply(2, 0x80) == 0x1B
assert gf256_multiply(0x53, 0xCA) == 0x01
assert gf256_multiply(0xFF, 0xFF) == 19
assert gf256_multiply(3, 0x80) == 155
assert gf256_multiply(0x1D, 0) == 0
assert (gf256_multiply(256, 1), gf256_multiply(1, 256), gf256_multiply(-1, 1), gf256_multiply(1, -1)) == (None, None, None, None)
