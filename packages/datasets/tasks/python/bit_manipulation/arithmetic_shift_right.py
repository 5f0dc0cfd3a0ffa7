# query: Arithmetic right shift of a width-bit two's complement value given as an unsigned bit pattern:
#   shift right by the given amount, filling vacated high bits with copies of the sign bit, and return
#   the unsigned pattern. Shifts beyond the width give all sign bits. Return None for a width below 1,
#   a negative shift or a value outside 0 to 2**width - 1.
# entry_point: arithmetic_shift_right
# example: arithmetic_shift_right(0b1010, 2, 4) == 0b1110
# example: arithmetic_shift_right(0x40, 3, 8) == 0x08

def arithmetic_shift_right(value, shift, width):
    if width < 1 or shift < 0 or value < 0 or value >= 1 << width:
        return None
    if shift > width:
        shift = width
    sign = (value >> (width - 1)) & 1
    result = value >> shift
    if sign == 1:
        fill = ((1 << shift) - 1) << (width - shift)
        result |= fill
    return result


# tests
assert arithmetic_shift_right(0b1000, 1, 4) == 0b1100
assert arithmetic_shift_right(0b0100, 1, 4) == 0b0010
assert arithmetic_shift_right(0xF0, 4, 8) == 0xFF
assert arithmetic_shift_right(0x80, 20, 8) == 0xFF
assert arithmetic_shift_right(0x7F, 20, 8) == 0
assert arithmetic_shift_right(0x81, 0, 8) == 0x81
assert arithmetic_shift_right(1, 1, 1) == 1
assert arithmetic_shift_right(0, 3, 8) == 0
assert (arithmetic_shift_right(0x100, 1, 8), arithmetic_shift_right(5, -1, 8), arithmetic_shift_right(-1, 1, 8), arithmetic_shift_right(0, 1, 0)) == (None, None, None, None)
