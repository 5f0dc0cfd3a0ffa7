# query: Decode a reflected binary Gray code back to the ordinary binary integer it represents.
#   Negative inputs are invalid and give None.
# entry_point: gray_to_binary
# example: gray_to_binary(5) == 6
# example: gray_to_binary(7) == 5

def gray_to_binary(code):
    if code < 0:
        return None
    result = code
    shift = code >> 1
    while shift > 0:
        result ^= shift
        shift >>= 1
    return result


# tests
assert gray_to_binary(0) == 0
assert gray_to_binary(1) == 1
assert gray_to_binary(3) == 2
assert gray_to_binary(2) == 3
assert gray_to_binary(6) == 4
assert gray_to_binary(4) == 7
assert gray_to_binary(8) == 15
assert gray_to_binary(0b1101) == 9
assert gray_to_binary(-1) is None
