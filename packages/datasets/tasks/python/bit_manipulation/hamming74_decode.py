# query: Decode a Hamming(7,4) codeword given as a list of seven bits in positions 1-7 (p1, p2, d1, p3,
#   d2, d3, d4), correcting a single flipped bit, and return (data value, corrected position) with
#   position 0 when no error was found. A list whose length is not 7 gives None.
# entry_point: hamming74_decode
# example: hamming74_decode([0, 1, 0, 0, 1, 0, 1]) == (5, 0)
# example: hamming74_decode([0, 1, 0, 0, 1, 1, 1]) == (5, 6)

def hamming74_decode(code):
    if len(code) != 7:
        return None
    bits = list(code)
    syndrome = 0
    for position in range(1, 8):
        if bits[position - 1] == 1:
            syndrome ^= position
    if syndrome != 0:
        bits[syndrome - 1] ^= 1
    nibble = (bits[2] << 3) | (bits[4] << 2) | (bits[5] << 1) | bits[6]
    return nibble, syndrome


# tests
assert hamming74_decode([0] * 7) == (0, 0)
assert hamming74_decode([1] * 7) == (15, 0)
assert hamming74_decode([1, 0, 0, 1, 1, 0, 0]) == (4, 0)
assert hamming74_decode([1, 0, 1, 1, 1, 0, 0]) == (4, 3)
assert hamming74_decode([0, 0, 0, 1, 1, 0, 0]) == (4, 1)
assert hamming74_decode([1, 0, 0, 1, 1, 0, 1]) == (4, 7)
assert hamming74_decode([1, 1, 1, 1, 1, 1, 0]) == (15, 7)
assert hamming74_decode([1, 1, 0, 1, 1, 0, 1]) == (1, 5)
assert hamming74_decode([0, 1, 0, 0, 0, 0, 0]) == (0, 2)
assert hamming74_decode([0] * 6) is None
