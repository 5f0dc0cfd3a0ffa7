# query: Decode one COBS-encoded packet given as a list of byte values without the trailing zero delimiter. Each code
#   byte n is followed by n-1 data bytes and stands for a zero byte after them, except when n is 255 or the block ends
#   the packet. Return None if a code byte is 0 or its block runs past the end.
# entry_point: cobs_decode
# example: cobs_decode([2, 7, 1]) == [7, 0]
# example: cobs_decode([3, 5, 6]) == [5, 6]

def cobs_decode(encoded):
    output = []
    index = 0
    while index < len(encoded):
        code = encoded[index]
        if code == 0 or index + code > len(encoded):
            return None
        output.extend(encoded[index + 1:index + code])
        index += code
        if code != 255 and index < len(encoded):
            output.append(0)
    return output


# tests
assert cobs_decode([]) == []
assert cobs_decode([1]) == []
assert cobs_decode([1, 1]) == [0]
assert cobs_decode([3, 0x11, 0x22, 2, 0x33]) == [17, 34, 0, 51]
assert cobs_decode([2, 9, 1, 1]) == [9, 0, 0]
assert cobs_decode([4, 1, 2]) is None
assert cobs_decode([2, 4, 0, 5]) is None
assert cobs_decode([255] + list(range(1, 255)) + [2, 9]) == list(range(1, 255)) + [9]
assert cobs_decode([5, 1, 2, 3, 4]) == [1, 2, 3, 4]
