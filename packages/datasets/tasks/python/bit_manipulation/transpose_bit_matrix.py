# query: Transpose an 8x8 bit matrix stored as a list of eight row bytes, where the most significant
#   bit of each byte is column 0, so that row i of the result holds column i of the input. Return None
#   unless there are exactly eight rows, each from 0 to 255.
# entry_point: transpose_bit_matrix
# example: transpose_bit_matrix([0xFF, 0, 0, 0, 0, 0, 0, 0xFF]) == [0x81] * 8
# example: transpose_bit_matrix([0] * 8) == [0] * 8

def transpose_bit_matrix(rows):
    if len(rows) != 8:
        return None
    result = [0] * 8
    for row_index, row in enumerate(rows):
        if row < 0 or row > 255:
            return None
        for column in range(8):
            if row & (0x80 >> column):
                result[column] |= 0x80 >> row_index
    return result


# tests
assert transpose_bit_matrix([0x80 >> i for i in range(8)]) == [128, 64, 32, 16, 8, 4, 2, 1]
assert transpose_bit_matrix([0xFF, 0, 0, 0, 0, 0, 0, 0]) == [128, 128, 128, 128, 128, 128, 128, 128]
assert transpose_bit_matrix([0x01] * 8) == [0, 0, 0, 0, 0, 0, 0, 255]
assert transpose_bit_matrix([0xF0, 0x0F, 0, 0, 0, 0, 0, 0]) == [128, 128, 128, 128, 64, 64, 64, 64]
assert transpose_bit_matrix([0, 0, 0, 0, 0, 0, 0, 0x01]) == [0, 0, 0, 0, 0, 0, 0, 1]
assert transpose_bit_matrix([0x80, 0, 0, 0, 0, 0, 0, 0]) == [128, 0, 0, 0, 0, 0, 0, 0]
assert transpose_bit_matrix([0] * 7) is None
assert transpose_bit_matrix([0, 0, 0, 256, 0, 0, 0, 0]) is None
assert transpose_bit_matrix([0, 0, 0, 0, 0, 0, 0, -1]) is None
assert transpose_bit_matrix([0, 0, 0, 0, 0, 0, 0, 255]) == [1, 1, 1, 1, 1, 1, 1, 1]
