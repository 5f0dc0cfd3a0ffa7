# query: Convert a dense matrix (a list of equal-length rows) into compressed sparse row form: a tuple of
#   the non-zero values in row-major order, their column indices, and row pointers where row i's entries
#   occupy positions pointers[i] up to pointers[i + 1].
# entry_point: to_csr
# example: to_csr([[0, 5], [7, 0]]) == ([5, 7], [1, 0], [0, 1, 2])
# example: to_csr([[1, 2, 3]]) == ([1, 2, 3], [0, 1, 2], [0, 3])

def to_csr(matrix):
    values = []
    columns = []
    pointers = [0]
    for row in matrix:
        for index, value in enumerate(row):
            if value != 0:
                values.append(value)
                columns.append(index)
        pointers.append(len(values))
    return (values, columns, pointers)


# tests
assert to_csr([]) == ([], [], [0])
assert to_csr([[0, 0], [0, 0]]) == ([], [], [0, 0, 0])
assert to_csr([[4]]) == ([4], [0], [0, 1])
assert to_csr([[0, 0, 9]]) == ([9], [2], [0, 1])
assert to_csr([[1, 0], [0, 0], [0, 2]]) == ([1, 2], [0, 1], [0, 1, 1, 2])
assert to_csr([[-1, 0, 3], [0, 2, 0]]) == ([-1, 3, 2], [0, 2, 1], [0, 2, 3])
assert to_csr([[0.5, 0.0]]) == ([0.5], [0], [0, 1])
assert to_csr([[0], [6], [0], [8]]) == ([6, 8], [0, 0], [0, 0, 1, 1, 2])
