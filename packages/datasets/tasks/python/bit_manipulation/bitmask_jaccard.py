# query: Measure the Jaccard similarity of two sets stored as non-negative bitmasks: the number of bits
#   set in both divided by the number set in either, rounded to 4 decimals. Two empty masks give 1.0
#   and a negative mask gives None.
# entry_point: bitmask_jaccard
# example: bitmask_jaccard(0b1100, 0b0110) == 0.3333
# example: bitmask_jaccard(0b1, 0b1) == 1.0

def bitmask_jaccard(a, b):
    if a < 0 or b < 0:
        return None
    union = a | b
    if union == 0:
        return 1.0

    def popcount(value):
        count = 0
        while value:
            value &= value - 1
            count += 1
        return count

    return round(popcount(a & b) / popcount(union), 4)


# tests
assert bitmask_jaccard(0, 0) == 1.0
assert bitmask_jaccard(0b1, 0b10) == 0.0
assert bitmask_jaccard(0b11, 0b1) == 0.5
assert bitmask_jaccard(0b111, 0b110) == 0.6667
assert bitmask_jaccard(0xFF, 0xFF) == 1.0
assert bitmask_jaccard(0, 0b1010) == 0.0
assert bitmask_jaccard(0b1011, 0b1101) == 0.5
assert bitmask_jaccard(-1, 3) is None
assert bitmask_jaccard(3, -1) is None
assert bitmask_jaccard(0xF0F0, 0x0FF0) == 0.3333
