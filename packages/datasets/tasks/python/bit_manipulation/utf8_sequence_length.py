# query: From the first byte of a UTF-8 sequence, return how many bytes the whole sequence has (1 to
#   4), judged only by the leading bit pattern. A continuation byte (10xxxxxx), a byte starting with
#   five 1 bits, or a value outside 0-255 gives None.
# entry_point: utf8_sequence_length
# example: utf8_sequence_length(ord("A")) == 1
# example: utf8_sequence_length(0xE2) == 3

def utf8_sequence_length(first_byte):
    if first_byte >> 8 != 0:
        return None
    if first_byte & 0x80 == 0:
        return 1
    if first_byte & 0xE0 == 0xC0:
        return 2
    if first_byte & 0xF0 == 0xE0:
        return 3
    if first_byte & 0xF8 == 0xF0:
        return 4
    return None


# tests
assert utf8_sequence_length(0) == 1
assert utf8_sequence_length(0x7F) == 1
assert utf8_sequence_length(0x80) is None
assert utf8_sequence_length(0xBF) is None
assert (utf8_sequence_length(0xC0), utf8_sequence_length(0xDF)) == (2, 2)
assert (utf8_sequence_length(0xE0), utf8_sequence_length(0xEF)) == (3, 3)
assert (utf8_sequence_length(0xF0), utf8_sequence_length(0xF7)) == (4, 4)
assert utf8_sequence_length(0xF8) is None
assert utf8_sequence_length(0xFF) is None
assert (utf8_sequence_length(-1), utf8_sequence_length(0x100)) == (None, None)
