# query: Raise a square integer matrix (list of rows) to a non-negative integer power by repeated
#   squaring; power 0 gives the identity matrix. Returns None for a non-square matrix or a negative power.
# entry_point: matrix_power
# example: matrix_power([[1, 1], [1, 0]], 5) == [[8, 5], [5, 3]]
# example: matrix_power([[2, 0], [0, 3]], 2) == [[4, 0], [0, 9]]

def matrix_power(matrix, power):
    size = len(matrix)
    if power < 0 or any(len(row) != size for row in matrix):
        return None

    def multiply(left, right):
        return [[sum(left[i][k] * right[k][j] for k in range(size)) for j in range(size)] for i in range(size)]

    result = [[1 if i == j else 0 for j in range(size)] for i in range(size)]
    base = matrix
    while power > 0:
        if power % 2 == 1:
            result = multiply(result, base)
        base = multiply(base, base)
        power //= 2
    return result


# tests
assert matrix_power([[5, 7], [1, 2]], 0) == [[1, 0], [0, 1]]
assert matrix_power([[5, 7], [1, 2]], 1) == [[5, 7], [1, 2]]
assert matrix_power([[1, 1], [1, 0]], 10) == [[89, 55], [55, 34]]
assert matrix_power([[1, 2], [3, 4]], 3) == [[37, 54], [81, 118]]
assert matrix_power([[0, 1], [0, 0]], 2) == [[0, 0], [0, 0]]
assert matrix_power([[1, 2, 3]], 2) is None
assert matrix_power([[1, 0], [0, 1]], -1) is None
assert matrix_power([[2]], 10) == [[1024]]
assert matrix_power([[1, 1, 0], [0, 1, 1], [0, 0, 1]], 4) == [[1, 4, 6], [0, 1, 4], [0, 0, 1]]
assert matrix_power([[0, -1], [1, 0]], 6) == [[-1, 0], [0, -1]]
