# query: Find the index of the first set bit in a bitmap stored as bytes, numbering bits from bit 0
#   (least significant) of the first byte, so bit k of byte i has index 8*i + k. A bitmap with no set
#   bit, including an empty one, gives -1.
# entry_point: first_set_bit_in_bitmap
# example: first_set_bit_in_bitmap(b"\x00\x01") == 8
# example: first_set_bit_in_bitmap(b"\x04") == 2

def first_set_bit_in_bitmap(data):
    for byte_index, byte in enumerate(data):
        if byte != 0:
            bit = 0
            while (byte >> bit) & 1 == 0:
                bit += 1
            return byte_index * 8 + bit
    return -1


# tests
assert first_set_bit_in_bitmap(b"") == -1
assert first_set_bit_in_bitmap(b"\x00\x00\x00") == -1
assert first_set_bit_in_bitmap(b"\x01") == 0
assert first_set_bit_in_bitmap(b"\x80") == 7
assert first_set_bit_in_bitmap(b"\x00\x80") == 15
assert first_set_bit_in_bitmap(b"\x06\x01") == 1
assert first_set_bit_in_bitmap(b"\x00\x00\x10\xff") == 20
assert first_set_bit_in_bitmap(b"\xff") == 0
assert first_set_bit_in_bitmap(b"\x00\x00\x00\x00\x02") == 33
