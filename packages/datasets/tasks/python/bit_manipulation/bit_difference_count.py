# query: Count how many bits differ between two byte strings of equal length, comparing them byte by
#   byte. Return None if the lengths differ.
# entry_point: bit_difference_count
# example: bit_difference_count(b"\x0f", b"\xf0") == 8
# example: bit_difference_count(b"cat", b"cut") == 2

def bit_difference_count(first, second):
    if len(first) != len(second):
        return None
    total = 0
    for index in range(len(first)):
        diff = first[index] ^ second[index]
        while diff > 0:
            total += diff & 1
            diff >>= 1
    return total


# tests
assert bit_difference_count(b"", b"") == 0
assert bit_difference_count(b"\x00", b"\xff") == 8
assert bit_difference_count(b"\x0f", b"\x0e") == 1
assert bit_difference_count(b"abc", b"abc") == 0
assert bit_difference_count(b"\x01\x02", b"\x02\x01") == 4
assert bit_difference_count(b"\x80\x00", b"\x00\x00") == 1
assert bit_difference_count(b"ab", b"a") is None
assert bit_difference_count(b"\xaa\x55", b"\xff\xff") == 8
assert bit_difference_count(b"\x03", b"\x05") == 2
