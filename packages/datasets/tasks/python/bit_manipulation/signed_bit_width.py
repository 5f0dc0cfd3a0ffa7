# query: Return the smallest number of bits needed to store an integer in two's complement form,
#   counting the sign bit (0 and -1 need 1 bit, 127 needs 8, 128 needs 9, -128 needs 8).
# entry_point: signed_bit_width
# example: signed_bit_width(5) == 4
# example: signed_bit_width(-5) == 4

def signed_bit_width(value):
    width = 1
    low = -1
    high = 0
    while value < low or value > high:
        width += 1
        low = -(1 << (width - 1))
        high = (1 << (width - 1)) - 1
    return width


# tests
assert signed_bit_width(0) == 1
assert signed_bit_width(-1) == 1
assert signed_bit_width(1) == 2
assert signed_bit_width(-2) == 2
assert signed_bit_width(127) == 8
assert signed_bit_width(128) == 9
assert signed_bit_width(-128) == 8
assert signed_bit_width(-129) == 9
assert signed_bit_width(2) == 3
