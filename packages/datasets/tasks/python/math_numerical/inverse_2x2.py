# query: Return the exact inverse of a 2x2 integer matrix [[a, b], [c, d]] as rows of (numerator,
#   denominator) pairs in lowest terms with a positive denominator, or None if the matrix is singular.
# entry_point: inverse_2x2
# example: inverse_2x2([[2, 0], [0, 4]]) == [[(1, 2), (0, 1)], [(0, 1), (1, 4)]]
# example: inverse_2x2([[1, 2], [2, 4]]) == None

def inverse_2x2(matrix):
    from fractions import Fraction

    (a, b), (c, d) = matrix
    determinant = a * d - b * c
    if determinant == 0:
        return None
    entries = [[d, -b], [-c, a]]
    result = []
    for row in entries:
        converted = []
        for value in row:
            fraction = Fraction(value, determinant)
            converted.append((fraction.numerator, fraction.denominator))
        result.append(converted)
    return result


# tests
assert inverse_2x2([[1, 0], [0, 1]]) == [[(1, 1), (0, 1)], [(0, 1), (1, 1)]]
assert inverse_2x2([[4, 7], [2, 6]]) == [[(3, 5), (-7, 10)], [(-1, 5), (2, 5)]]
assert inverse_2x2([[1, 2], [3, 4]]) == [[(-2, 1), (1, 1)], [(3, 2), (-1, 2)]]
assert inverse_2x2([[0, 1], [1, 0]]) == [[(0, 1), (1, 1)], [(1, 1), (0, 1)]]
assert inverse_2x2([[3, 6], [1, 2]]) is None
assert inverse_2x2([[0, 0], [0, 0]]) is None
assert inverse_2x2([[2, 1], [7, 4]]) == [[(4, 1), (-1, 1)], [(-7, 1), (2, 1)]]
assert inverse_2x2([[-3, 0], [0, 5]]) == [[(-1, 3), (0, 1)], [(0, 1), (1, 5)]]
assert inverse_2x2([[1, 3], [2, 5]]) == [[(-5, 1), (3, 1)], [(2, 1), (-1, 1)]]
