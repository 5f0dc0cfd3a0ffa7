# query: Encode a non-negative integer in Crockford Base32 (digits 0-9 then letters A-Z without I, L, O
#   and U), most significant digit first, left-padded with "0" to at least the given width. Zero encodes
#   as "0"; a negative number gives None.
# entry_point: crockford_base32
# example: crockford_base32(31, 1) == "Z"
# example: crockford_base32(1024, 4) == "0100"

def crockford_base32(number, width):
    if number < 0:
        return None
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    digits = ""
    while True:
        number, remainder = divmod(number, 32)
        digits = alphabet[remainder] + digits
        if number == 0:
            break
    return digits.rjust(width, "0")


# tests
assert crockford_base32(0, 0) == "0"
assert crockford_base32(0, 3) == "000"
assert crockford_base32(10, 0) == "A"
assert crockford_base32(18, 1) == "J"
assert crockford_base32(32, 1) == "10"
assert crockford_base32(1023, 0) == "ZZ"
assert crockford_base32(123456789, 0) == "3NQK8N"
assert crockford_base32(33, 5) == "00011"
assert crockford_base32(-1, 2) is None
assert crockford_base32(27, 2) == "0V"
