# query: Build the monic polynomial whose roots are the given numbers (repeated roots repeat the factor)
#   and return its coefficients from the highest power down; no roots gives [1].
# entry_point: poly_from_roots
# example: poly_from_roots([1, 2]) == [1, -3, 2]
# example: poly_from_roots([0]) == [1, 0]

def poly_from_roots(roots):
    coefficients = [1]
    for root in roots:
        expanded = coefficients + [0]
        for index in range(1, len(expanded)):
            expanded[index] -= root * coefficients[index - 1]
        coefficients = expanded
    return coefficients


# tests
assert poly_from_roots([]) == [1]
assert poly_from_roots([3]) == [1, -3]
assert poly_from_roots([-3]) == [1, 3]
assert poly_from_roots([2, 2]) == [1, -4, 4]
assert poly_from_roots([1, -1]) == [1, 0, -1]
assert poly_from_roots([1, 2, 3]) == [1, -6, 11, -6]
assert poly_from_roots([0, 0, 5]) == [1, -5, 0, 0]
assert poly_from_roots([-1, -2, -3, -4]) == [1, 10, 35, 50, 24]
assert poly_from_roots([0.5, 4]) == [1, -4.5, 2.0]
