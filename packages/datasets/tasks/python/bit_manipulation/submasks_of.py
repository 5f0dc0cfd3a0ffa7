# query: List every submask of a non-negative bitmask (every value whose set bits are a subset of the
#   mask's set bits) in descending numeric order, from the mask itself down to 0. A negative mask
#   gives None.
# entry_point: submasks_of
# example: submasks_of(0b11) == [3, 2, 1, 0]
# example: submasks_of(0b1100) == [12, 8, 4, 0]

def submasks_of(mask):
    if mask < 0:
        return None
    result = []
    sub = mask
    while True:
        result.append(sub)
        if sub == 0:
            return result
        sub = (sub - 1) & mask


# tests
assert submasks_of(0) == [0]
assert submasks_of(1) == [1, 0]
assert submasks_of(0b101) == [5, 4, 1, 0]
assert submasks_of(0b110) == [6, 4, 2, 0]
assert submasks_of(7) == [7, 6, 5, 4, 3, 2, 1, 0]
assert len(submasks_of(0xFF)) == 256
assert submasks_of(0b1001) == [9, 8, 1, 0]
assert submasks_of(-1) is None
assert submasks_of(0b10000) == [16, 0]
