# query: Multiply two polynomials given as coefficient lists from the constant term upward and return the
#   product's coefficients in the same order. If either list is empty the result is empty.
# entry_point: poly_multiply
# example: poly_multiply([1, 2], [1, 3]) == [1, 5, 6]
# example: poly_multiply([2, 0, 1], [3]) == [6, 0, 3]

def poly_multiply(first, second):
    result = [0] * (len(first) + len(second) - 1)
    for i in range(len(first)):
        for j in range(len(second)):
            result[i + j] += first[i] * second[j]
    return result


# tests
assert poly_multiply([1, 1], [1, 1]) == [1, 2, 1]
assert poly_multiply([1, -1], [1, 1]) == [1, 0, -1]
assert poly_multiply([], [1]) == [] and poly_multiply([1], []) == []
assert poly_multiply([3], [2, 5]) == [6, 15]
assert poly_multiply([0, 1], [0, 1]) == [0, 0, 1]
assert poly_multiply([1, 2, 3], [4, 5]) == [4, 13, 22, 15]
assert poly_multiply([2], [3]) == [6]
assert poly_multiply([1, 0, 2], [0, 3]) == [0, 3, 0, 6]
assert poly_multiply([5, 7], [2, 0, 1]) == [10, 14, 5, 7]
