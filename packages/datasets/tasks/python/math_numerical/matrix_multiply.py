# query: Multiply two matrices given as lists of rows. Returns None if either matrix is empty or the
#   number of columns of the first does not equal the number of rows of the second.
# entry_point: matrix_multiply
# example: matrix_multiply([[1, 2]], [[3], [4]]) == [[11]]
# example: matrix_multiply([[2, 0], [0, 2]], [[1, 2], [3, 4]]) == [[2, 4], [6, 8]]

def matrix_multiply(left, right):
    if not left or not right or len(left[0]) != len(right):
        return None
    rows = len(left)
    inner = len(right)
    cols = len(right[0])
    result = []
    for i in range(rows):
        row = []
        for j in range(cols):
            total = 0
            for k in range(inner):
                total += left[i][k] * right[k][j]
            row.append(total)
        result.append(row)
    return result


# tests
assert matrix_multiply([[1, 2], [3, 4]], [[5, 6], [7, 8]]) == [[19, 22], [43, 50]]
assert matrix_multiply([[1, 2, 3], [4, 5, 6]], [[1], [0], [2]]) == [[7], [16]]
assert matrix_multiply([[1, 0], [0, 1]], [[9, -2], [3, 4]]) == [[9, -2], [3, 4]]
assert matrix_multiply([[1, 2]], [[1, 2]]) is None
assert matrix_multiply([], [[1]]) is None and matrix_multiply([[1]], []) is None
assert matrix_multiply([[3]], [[-4]]) == [[-12]]
assert matrix_multiply([[1], [2]], [[3, 4]]) == [[3, 4], [6, 8]]
assert matrix_multiply([[1, 2, 3]], [[1, 2], [3, 4], [5, 6]]) == [[22, 28]]
assert matrix_multiply([[2, 0], [1, 3]], [[1, 1], [0, 2]]) == [[2, 2], [1, 7]]
