# query: Decode a packed binary-coded decimal integer (one decimal digit per 4-bit nibble, last digit
#   in the lowest nibble) back to its decimal value. A nibble above 9 or a negative input gives None.
# entry_point: from_packed_bcd
# example: from_packed_bcd(0x59) == 59
# example: from_packed_bcd(0x2024) == 2024

def from_packed_bcd(value):
    if value < 0:
        return None
    number = 0
    place = 1
    while value > 0:
        digit = value & 0xF
        if digit > 9:
            return None
        number += digit * place
        place *= 10
        value >>= 4
    return number


# tests
assert from_packed_bcd(0) == 0
assert from_packed_bcd(0x42) == 42
assert from_packed_bcd(0x1234) == 1234
assert from_packed_bcd(0x9) == 9
assert from_packed_bcd(0xA) is None
assert from_packed_bcd(0x1F) is None
assert from_packed_bcd(0x100) == 100
assert from_packed_bcd(0x99) == 99
assert from_packed_bcd(-1) is None
assert from_packed_bcd(0xA0) is None
