# query: Decode a SLIP byte stream (list of ints) into frames. 0xC0 ends a frame (empty frames are skipped) and 0xDB
#   escapes the next byte: 0xDC stands for 0xC0 and 0xDD for 0xDB. Bytes after the last 0xC0 are an incomplete frame and
#   are dropped. Return None if an escape is followed by any other byte.
# entry_point: slip_decode
# example: slip_decode([1, 2, 0xC0]) == [[1, 2]]
# example: slip_decode([0xC0, 7, 0xC0, 8]) == [[7]]

def slip_decode(data):
    end, escape, escaped_end, escaped_escape = 0xC0, 0xDB, 0xDC, 0xDD
    frames = []
    current = []
    escaping = False
    for byte in data:
        if escaping:
            if byte == escaped_end:
                current.append(end)
            elif byte == escaped_escape:
                current.append(escape)
            else:
                return None
            escaping = False
        elif byte == escape:
            escaping = True
        elif byte == end:
            if current:
                frames.append(current)
            current = []
        else:
            current.append(byte)
    return frames


# tests
assert slip_decode([]) == []
assert slip_decode([0x10, 0x20, 0xC0, 0x30, 0xC0]) == [[16, 32], [48]]
assert slip_decode([0xC0, 0xC0, 0x01, 0xC0]) == [[1]]
assert slip_decode([0xDB, 0xDC, 0xDB, 0xDD, 0xC0]) == [[192, 219]]
assert slip_decode([0x05, 0xDB, 0x05, 0xC0]) is None
assert slip_decode([0x01, 0x02]) == []
assert slip_decode([0xDC, 0xDD, 0xC0]) == [[220, 221]]
assert slip_decode([0x09, 0xDB, 0xDC, 0xC0, 0xDB, 0xDD]) == [[9, 192]]
assert slip_decode([0xDB, 0xC0, 0xC0]) is None
assert slip_decode([0xDB, 0xDB]) is None
