# query: Encode a Unicode code point as UTF-16 code units: one unit below 0x10000, otherwise a high
#   surrogate (0xD800-0xDBFF) followed by a low surrogate (0xDC00-0xDFFF). A code point below 0 or above
#   0x10FFFF gives None.
# entry_point: to_utf16_units
# example: to_utf16_units(0x20AC) == [0x20AC]
# example: to_utf16_units(0x1F4A9) == [0xD83D, 0xDCA9]

def to_utf16_units(code_point):
    if code_point < 0 or code_point > 0x10FFFF:
        return None
    if code_point < 0x10000:
        return [code_point]
    offset = code_point - 0x10000
    high = 0xD800 | (offset >> 10)
    low = 0xDC00 | (offset & 0x3FF)
    return [high, low]


# tests
assert to_utf16_units(0) == [0]
assert to_utf16_units(0x41) == [0x41]
assert to_utf16_units(0xFFFF) == [0xFFFF]
assert to_utf16_units(0x10000) == [0xD800, 0xDC00]
assert to_utf16_units(0x1F600) == [0xD83D, 0xDE00]
assert to_utf16_units(0x10FFFF) == [0xDBFF, 0xDFFF]
assert to_utf16_units(0x10400) == [0xD801, 0xDC00]
assert to_utf16_units(0x103FF) == [0xD800, 0xDFFF]
assert to_utf16_units(0x110000) is None
assert to_utf16_units(-1) is None
