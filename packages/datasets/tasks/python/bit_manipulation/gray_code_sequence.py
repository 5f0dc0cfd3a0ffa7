# query: List all codes of the reflected binary Gray code with the given number of bits, in sequence
#   order starting from 0, so that consecutive codes differ in exactly one bit. Zero bits gives [0]
#   and a negative bit count gives None.
# entry_point: gray_code_sequence
# example: gray_code_sequence(2) == [0, 1, 3, 2]
# example: gray_code_sequence(1) == [0, 1]

def gray_code_sequence(bits):
    if bits < 0:
        return None
    codes = []
    for index in range(1 << bits):
        codes.append(index ^ (index >> 1))
    return codes


# tests
assert gray_code_sequence(0) == [0]
assert gray_code_sequence(3) == [0, 1, 3, 2, 6, 7, 5, 4]
assert gray_code_sequence(4) == [0, 1, 3, 2, 6, 7, 5, 4, 12, 13, 15, 14, 10, 11, 9, 8]
assert gray_code_sequence(-1) is None
assert gray_code_sequence(5)[-1] == 16
assert len(gray_code_sequence(6)) == 64
assert gray_code_sequence(4)[10] == 15
assert gray_code_sequence(-3) is None
