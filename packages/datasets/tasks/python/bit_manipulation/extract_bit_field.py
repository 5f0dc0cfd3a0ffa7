# query: Read an unsigned bit field out of an integer: take the given number of bits starting at the
#   given bit offset (bit 0 is the least significant) and return them as a number. A width of zero
#   gives 0; a negative offset or width gives None.
# entry_point: extract_bit_field
# example: extract_bit_field(0x1234, 8, 4) == 0x2
# example: extract_bit_field(0b101100, 2, 3) == 0b011

def extract_bit_field(value, offset, width):
    if offset < 0 or width < 0:
        return None
    mask = (1 << width) - 1
    return (value >> offset) & mask


# tests
assert extract_bit_field(0b110110, 1, 3) == 0b011
assert extract_bit_field(0xABCD, 4, 8) == 0xBC
assert extract_bit_field(0xABCD, 0, 4) == 0xD
assert extract_bit_field(0xFF, 3, 0) == 0
assert extract_bit_field(0b1000, 3, 1) == 1
assert extract_bit_field(5, 10, 4) == 0
assert extract_bit_field(0xF0, -1, 4) is None
assert extract_bit_field(0xF0, 4, -1) is None
assert extract_bit_field(0xDEADBEEF, 16, 16) == 0xDEAD
