# query: Return the distinct integer roots of a polynomial with integer coefficients given from the
#   highest power down ([1, -3, 2] is x**2 - 3x + 2), sorted ascending. Zero is a root when the constant
#   term is 0. Returns None for the zero polynomial or an empty list.
# entry_point: integer_poly_roots
# example: integer_poly_roots([1, -3, 2]) == [1, 2]
# example: integer_poly_roots([1, 0, 1]) == []

def integer_poly_roots(coefficients):
    trimmed = list(coefficients)
    while trimmed and trimmed[0] == 0:
        trimmed.pop(0)
    if not trimmed:
        return None
    roots = []
    while len(trimmed) > 1 and trimmed[-1] == 0:
        trimmed.pop()
        if 0 not in roots:
            roots.append(0)
    constant = abs(trimmed[-1])
    for candidate in range(1, constant + 1):
        if constant % candidate != 0:
            continue
        for root in (candidate, -candidate):
            value = 0
            for coefficient in trimmed:
                value = value * root + coefficient
            if value == 0:
                roots.append(root)
    return sorted(roots)


# tests
assert integer_poly_roots([]) is None and integer_poly_roots([0, 0]) is None
assert integer_poly_roots([5]) == []
assert integer_poly_roots([1, -1]) == [1]
assert integer_poly_roots([2, 4]) == [-2]
assert integer_poly_roots([1, 0, -4]) == [-2, 2]
assert integer_poly_roots([1, 0, 0]) == [0] and integer_poly_roots([3, 0]) == [0]
assert integer_poly_roots([0, 1, -2, 0]) == [0, 2]
assert integer_poly_roots([1, -6, 11, -6]) == [1, 2, 3]
assert integer_poly_roots([2, -1, -1]) == [1]
assert integer_poly_roots([1, 2, -7, -8, 12]) == [-3, -2, 1, 2]
