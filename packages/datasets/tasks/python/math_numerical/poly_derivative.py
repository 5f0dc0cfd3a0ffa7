# query: Differentiate a polynomial given by coefficients from the constant term upward (index = power) and
#   return the derivative's coefficients in the same order without trailing zero coefficients; constant
#   and empty polynomials give an empty list.
# entry_point: poly_derivative
# example: poly_derivative([3, 0, 2]) == [0, 4]
# example: poly_derivative([0, 5, 1]) == [5, 2]

def poly_derivative(coefficients):
    result = []
    for power in range(1, len(coefficients)):
        result.append(coefficients[power] * power)
    while result and result[-1] == 0:
        result.pop()
    return result


# tests
assert poly_derivative([5]) == []
assert poly_derivative([]) == []
assert poly_derivative([1, 2, 3]) == [2, 6]
assert poly_derivative([0, 0, 5]) == [0, 10]
assert poly_derivative([4, 0, 0]) == []
assert poly_derivative([1, -3, 0, 2]) == [-3, 0, 6]
assert poly_derivative([0, 1]) == [1]
assert poly_derivative([7, 0, 3, 0]) == [0, 6]
assert poly_derivative([2, 5, 0, 0]) == [5]
