# query: Return the n-th Catalan number (1, 1, 2, 5, 14, 42, ... for n = 0, 1, 2, ...) computed exactly with
#   integers, or None for a negative n.
# entry_point: catalan_number
# example: catalan_number(3) == 5
# example: catalan_number(5) == 42

def catalan_number(n):
    if n < 0:
        return None
    value = 1
    for k in range(n):
        value = value * 2 * (2 * k + 1) // (k + 2)
    return value


# tests
assert catalan_number(0) == 1
assert catalan_number(1) == 1
assert catalan_number(2) == 2
assert catalan_number(4) == 14
assert catalan_number(6) == 132
assert catalan_number(10) == 16796
assert catalan_number(-1) is None
assert catalan_number(20) == 6564120420
assert catalan_number(35) == 3116285494907301262
