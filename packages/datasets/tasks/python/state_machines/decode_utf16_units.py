# query: Decode a list of UTF-16 code units into Unicode code points. A high surrogate (0xD800-0xDBFF) directly followed
#   by a low surrogate (0xDC00-0xDFFF) combines into one code point above 0xFFFF; every unpaired surrogate becomes the
#   replacement character 0xFFFD and all other units pass through unchanged.
# entry_point: decode_utf16_units
# example: decode_utf16_units([0x48, 0x69]) == [0x48, 0x69]
# example: decode_utf16_units([0xD83D, 0xDE00]) == [0x1F600]

def decode_utf16_units(units):
    points = []
    pending = None
    for unit in units:
        if pending is not None:
            if 0xDC00 <= unit <= 0xDFFF:
                points.append(0x10000 + ((pending - 0xD800) << 10) + (unit - 0xDC00))
                pending = None
                continue
            points.append(0xFFFD)
            pending = None
        if 0xD800 <= unit <= 0xDBFF:
            pending = unit
        elif 0xDC00 <= unit <= 0xDFFF:
            points.append(0xFFFD)
        else:
            points.append(unit)
    if pending is not None:
        points.append(0xFFFD)
    return points


# tests
assert decode_utf16_units([]) == []
assert decode_utf16_units([0xD7FF, 0xE000, 0x41]) == [55295, 57344, 65]
assert decode_utf16_units([0xD800, 0xDC00]) == [65536]
assert decode_utf16_units([0xDBFF, 0xDFFF]) == [1114111]
assert decode_utf16_units([0xDC00, 0xDFFF, 0x42]) == [65533, 65533, 66]
assert decode_utf16_units([0xD800, 0x41]) == [65533, 65]
assert decode_utf16_units([0x41, 0xDBFF]) == [65, 65533]
assert decode_utf16_units([0xD800, 0xDBFF, 0xDC00, 0xDC00]) == [65533, 0x10FC00, 65533]
assert decode_utf16_units([0xD834, 0xDD1E, 0xD800, 0xE000]) == [119070, 65533, 57344]
