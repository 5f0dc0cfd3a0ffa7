# query: Encode a non-negative integer with the Golomb-Rice code of parameter k and return the bit
#   string: the quotient value >> k in unary as that many 1s followed by a 0, then the low k bits of the
#   value in binary, most significant first. A negative value or k gives None.
# entry_point: rice_encode
# example: rice_encode(5, 1) == "1101"
# example: rice_encode(3, 2) == "011"

def rice_encode(value, k):
    if value < 0 or k < 0:
        return None
    quotient = value >> k
    bits = "1" * quotient + "0"
    for position in range(k - 1, -1, -1):
        bits += "1" if (value >> position) & 1 else "0"
    return bits


# tests
assert rice_encode(0, 0) == "0"
assert rice_encode(3, 0) == "1110"
assert rice_encode(0, 3) == "0000"
assert rice_encode(9, 2) == "11001"
assert rice_encode(4, 2) == "1000"
assert rice_encode(7, 3) == "0111"
assert rice_encode(8, 3) == "10000"
assert rice_encode(13, 3) == "10101"
assert rice_encode(-1, 2) is None
assert rice_encode(4, -1) is None
