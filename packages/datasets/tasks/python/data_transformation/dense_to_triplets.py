# query: Convert a matrix given as a list of rows (rows may differ in length) into sparse
#   (row, column, value) triplets for every non-zero entry, in row-major order.
# entry_point: dense_to_triplets
# example: dense_to_triplets([[0, 4], [5, 0]]) == [(0, 1, 4), (1, 0, 5)]
# example: dense_to_triplets([[7, 0, 8]]) == [(0, 0, 7), (0, 2, 8)]

def dense_to_triplets(matrix):
    triplets = []
    for row in range(len(matrix)):
        for column in range(len(matrix[row])):
            value = matrix[row][column]
            if value != 0:
                triplets.append((row, column, value))
    return triplets


# tests
assert dense_to_triplets([]) == []
assert dense_to_triplets([[0, 0], [0, 0]]) == []
assert dense_to_triplets([[1, 0], [0, 2]]) == [(0, 0, 1), (1, 1, 2)]
assert dense_to_triplets([[0, 3, 0]]) == [(0, 1, 3)]
assert dense_to_triplets([[0], [0], [5]]) == [(2, 0, 5)]
assert dense_to_triplets([[1, 2], [], [0, 0, 7]]) == [(0, 0, 1), (0, 1, 2), (2, 2, 7)]
assert dense_to_triplets([[-1]]) == [(0, 0, -1)]
assert dense_to_triplets([[0.0, 0.5]]) == [(0, 1, 0.5)]
