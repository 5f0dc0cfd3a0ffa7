# query: Compute the determinant of a square matrix given as a list of rows, exactly for integer entries.
#   The empty matrix has determinant 1; returns None if the matrix is not square.
# entry_point: matrix_determinant
# example: matrix_determinant([[3, 8], [4, 6]]) == -14
# example: matrix_determinant([[1, 0, 0], [0, 2, 0], [0, 0, 3]]) == 6

def matrix_determinant(matrix):
    size = len(matrix)
    if size == 0:
        return 1
    for row in matrix:
        if len(row) != size:
            return None
    if size == 1:
        return matrix[0][0]
    total = 0
    for col in range(size):
        minor = [row[:col] + row[col + 1:] for row in matrix[1:]]
        sign = 1 if col % 2 == 0 else -1
        total += sign * matrix[0][col] * matrix_determinant(minor)
    return total


# tests
assert matrix_determinant([[5]]) == 5
assert matrix_determinant([[1, 2], [3, 4]]) == -2
assert matrix_determinant([[2, 0, 0], [0, 3, 0], [0, 0, 4]]) == 24
assert matrix_determinant([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == 0
assert matrix_determinant([]) == 1
assert matrix_determinant([[1, 2], [3]]) is None
assert matrix_determinant([[1, 2, 3], [4, 5, 6]]) is None
assert matrix_determinant([[0, 1], [1, 0]]) == -1
assert matrix_determinant([[2, -3, 1], [2, 0, -1], [1, 4, 5]]) == 49
assert matrix_determinant([[1, 0, 2, -1], [3, 0, 0, 5], [2, 1, 4, -3], [1, 0, 5, 0]]) == 30
