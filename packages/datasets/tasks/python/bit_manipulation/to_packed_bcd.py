# query: Convert a non-negative integer to packed binary-coded decimal, one decimal digit per 4-bit
#   nibble with the last digit in the lowest nibble, so 1234 becomes 0x1234. A negative number gives
#   None.
# entry_point: to_packed_bcd
# example: to_packed_bcd(59) == 0x59
# example: to_packed_bcd(2024) == 0x2024

def to_packed_bcd(number):
    if number < 0:
        return None
    result = 0
    shift = 0
    while True:
        result |= (number % 10) << shift
        number //= 10
        shift += 4
        if number == 0:
            return result


# tests
assert to_packed_bcd(0) == 0
assert to_packed_bcd(9) == 0x9
assert to_packed_bcd(10) == 0x10
assert to_packed_bcd(42) == 0x42
assert to_packed_bcd(1234) == 0x1234
assert to_packed_bcd(905) == 0x905
assert to_packed_bcd(100) == 0x100
assert to_packed_bcd(-1) is None
assert to_packed_bcd(99999999) == 0x99999999
