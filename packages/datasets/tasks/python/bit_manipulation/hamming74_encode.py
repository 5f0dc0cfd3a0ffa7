# query: Encode a 4-bit value with the Hamming(7,4) code and return the seven bits as a list in
#   positions 1-7: p1, p2, d1, p3, d2, d3, d4, where d1 is the most significant data bit and each
#   parity bit makes even parity over the positions it covers. A value outside 0-15 gives None.
# entry_point: hamming74_encode
# example: hamming74_encode(0b1010) == [1, 0, 1, 1, 0, 1, 0]
# example: hamming74_encode(0b0110) == [1, 1, 0, 0, 1, 1, 0]

def hamming74_encode(nibble):
    if nibble < 0 or nibble > 15:
        return None
    d1 = (nibble >> 3) & 1
    d2 = (nibble >> 2) & 1
    d3 = (nibble >> 1) & 1
    d4 = nibble & 1
    p1 = d1 ^ d2 ^ d4
    p2 = d1 ^ d3 ^ d4
    p3 = d2 ^ d3 ^ d4
    return [p1, p2, d1, p3, d2, d3, d4]


# tests
assert hamming74_encode(0) == [0, 0, 0, 0, 0, 0, 0]
assert hamming74_encode(15) == [1, 1, 1, 1, 1, 1, 1]
assert hamming74_encode(8) == [1, 1, 1, 0, 0, 0, 0]
assert hamming74_encode(4) == [1, 0, 0, 1, 1, 0, 0]
assert hamming74_encode(2) == [0, 1, 0, 1, 0, 1, 0]
assert hamming74_encode(1) == [1, 1, 0, 1, 0, 0, 1]
assert hamming74_encode(11) == [0, 1, 1, 0, 0, 1, 1]
assert hamming74_encode(13) == [1, 0, 1, 0, 1, 0, 1]
assert hamming74_encode(16) is None
assert hamming74_encode(-1) is None
