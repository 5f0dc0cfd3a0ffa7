# query: Encode one Unicode code point as its UTF-8 byte sequence (one to four bytes). Code points
#   below 0 or above 0x10FFFF give None.
# entry_point: utf8_encode_code_point
# example: utf8_encode_code_point(0x20AC) == b"\xe2\x82\xac"
# example: utf8_encode_code_point(0x41) == b"A"

def utf8_encode_code_point(code_point):
    if not 0 <= code_point <= 0x10FFFF:
        return None
    if code_point < 0x80:
        return bytes([code_point])
    if code_point < 0x800:
        return bytes([0xC0 | (code_point >> 6), 0x80 | (code_point & 0x3F)])
    if code_point < 0x10000:
        return bytes([0xE0 | (code_point >> 12), 0x80 | ((code_point >> 6) & 0x3F), 0x80 | (code_point & 0x3F)])
    return bytes([0xF0 | (code_point >> 18), 0x80 | ((code_point >> 12) & 0x3F),
                  0x80 | ((code_point >> 6) & 0x3F), 0x80 | (code_point & 0x3F)])


# tests
assert utf8_encode_code_point(0) == b'\x00'
assert utf8_encode_code_point(0x7F) == b'\x7f'
assert utf8_encode_code_point(0x80) == b'\xc2\x80'
assert utf8_encode_code_point(0x7FF) == b'\xdf\xbf'
assert utf8_encode_code_point(0x800) == b'\xe0\xa0\x80'
assert utf8_encode_code_point(0xFFFF) == b'\xef\xbf\xbf'
assert utf8_encode_code_point(0x10000) == b'\xf0\x90\x80\x80'
assert utf8_encode_code_point(0x10FFFF) == b'\xf4\x8f\xbf\xbf'
assert (utf8_encode_code_point(-1), utf8_encode_code_point(0x110000)) == (None, None)
assert utf8_encode_code_point(0x1F600) == b'\xf0\x9f\x98\x80'
