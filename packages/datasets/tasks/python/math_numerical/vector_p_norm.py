# query: Return the p-norm of a vector rounded to 4 decimals: p = 1 is the sum of absolute values, p = 2
#   the Euclidean length, and p = "inf" the largest absolute value. Returns None for p below 1; an empty
#   vector has norm 0.0.
# entry_point: vector_p_norm
# example: vector_p_norm([3, 4], 2) == 5.0
# example: vector_p_norm([1, -2, 3], "inf") == 3.0

def vector_p_norm(vector, p):
    if p == "inf":
        largest = 0.0
        for value in vector:
            if abs(value) > largest:
                largest = abs(value)
        return round(float(largest), 4)
    if p < 1:
        return None
    total = 0.0
    for value in vector:
        total += abs(value) ** p
    return round(total ** (1.0 / p), 4)


# tests
assert vector_p_norm([], 2) == 0.0 and vector_p_norm([], "inf") == 0.0
assert vector_p_norm([1, -2, 3], 1) == 6.0
assert vector_p_norm([-6, 8], 2) == 10.0
assert vector_p_norm([1, 1], 2) == 1.4142
assert vector_p_norm([-7, 2, 5], "inf") == 7.0
assert vector_p_norm([2, 2], 3) == 2.5198
assert vector_p_norm([1, 2], 0.5) is None and vector_p_norm([1, 2], 0) is None
assert vector_p_norm([1, 2, 2], 1.5) == 3.5387
assert vector_p_norm([0.5, -0.25], "inf") == 0.5 and vector_p_norm([-1.23456, 0.5], "inf") == 1.2346
assert vector_p_norm([3, 4], 1) == 7.0
