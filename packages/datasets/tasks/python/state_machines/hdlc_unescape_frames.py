# query: Split an HDLC-style byte stream (list of ints) into frames delimited by the flag byte 0x7E and undo byte
#   stuffing, where 0x7D means "the next byte XOR 0x20". Bytes before the first flag are ignored, as is an unfinished
#   frame after the last flag; empty frames are skipped and a frame whose last byte is a dangling 0x7D is discarded.
# entry_point: hdlc_unescape_frames
# example: hdlc_unescape_frames([0x7E, 1, 2, 0x7E]) == [[1, 2]]
# example: hdlc_unescape_frames([0x7E, 0x7D, 0x5E, 0x7E]) == [[0x7E]]

def hdlc_unescape_frames(data):
    frames = []
    current = None
    escaping = False
    for byte in data:
        if byte == 0x7E:
            if current and not escaping:
                frames.append(current)
            current = []
            escaping = False
        elif current is None:
            continue
        elif escaping:
            current.append(byte ^ 0x20)
            escaping = False
        elif byte == 0x7D:
            escaping = True
        else:
            current.append(byte)
    return frames


# tests
assert hdlc_unescape_frames([]) == []
assert hdlc_unescape_frames([5, 6, 0x7E, 7, 0x7E]) == [[7]]
assert hdlc_unescape_frames([0x7E, 0x7E, 3, 0x7E, 4, 0x7E]) == [[3], [4]]
assert hdlc_unescape_frames([0x7E, 0x7D, 0x5D, 0x41, 0x7E]) == [[125, 65]]
assert hdlc_unescape_frames([0x7E, 9, 0x7D, 0x7E, 8, 0x7E]) == [[8]]
assert hdlc_unescape_frames([0x7E, 1, 2, 3]) == []
assert hdlc_unescape_frames([0x7E, 0x7D, 0x7D, 0x7E]) == [[93]]
assert hdlc_unescape_frames([0x7D, 0x7E, 0x20, 0x7E]) == [[32]]
assert hdlc_unescape_frames([0x7E, 0x7D, 0x7E]) == []
