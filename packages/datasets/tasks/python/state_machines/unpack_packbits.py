# query: Decode PackBits run-length data given as a list of signed byte values. A header 0..127 is followed by
#   header+1 literal bytes to copy, a header -127..-1 is followed by one byte repeated 1-header times, and -128 is
#   a no-op. Return the decoded list, or None if the data ends before a run is complete.
# entry_point: unpack_packbits
# example: unpack_packbits([1, 4, 5]) == [4, 5]
# example: unpack_packbits([-2, 7]) == [7, 7, 7]

def unpack_packbits(data):
    output = []
    index = 0
    while index < len(data):
        header = data[index]
        index += 1
        if header == -128:
            continue
        if header >= 0:
            count = header + 1
            if index + count > len(data):
                return None
            output.extend(data[index:index + count])
            index += count
        else:
            if index >= len(data):
                return None
            output.extend([data[index]] * (1 - header))
            index += 1
    return output


# tests
assert unpack_packbits([]) == []
assert unpack_packbits([0, 7]) == [7]
assert unpack_packbits([2, 1, 2, 3]) == [1, 2, 3]
assert unpack_packbits([-3, 9]) == [9, 9, 9, 9]
assert unpack_packbits([-128, 1, 5, 6]) == [5, 6]
assert unpack_packbits([2, 1, 2]) is None
assert unpack_packbits([-1]) is None
assert unpack_packbits([-1, 4, 0, 8]) == [4, 4, 8]
assert unpack_packbits([-127, 0]) == [0] * 128
assert unpack_packbits([1, -2, 3, -2, -5]) == [-2, 3, -5, -5, -5]
