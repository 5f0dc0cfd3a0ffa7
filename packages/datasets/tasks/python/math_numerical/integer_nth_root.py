# query: Return the largest non-negative integer r with r**degree not exceeding a non-negative integer
#   value (the floor of its degree-th root), computed exactly. Returns None for a negative value or a
#   degree below 1.
# entry_point: integer_nth_root
# example: integer_nth_root(64, 3) == 4
# example: integer_nth_root(50, 2) == 7

def integer_nth_root(value, degree):
    if value < 0 or degree < 1:
        return None
    low = 0
    high = 1
    while high ** degree <= value:
        high *= 2
    while high - low > 1:
        middle = (low + high) // 2
        if middle ** degree <= value:
            low = middle
        else:
            high = middle
    return low


# tests
assert integer_nth_root(27, 3) == 3
assert integer_nth_root(26, 3) == 2
assert integer_nth_root(28, 3) == 3
assert integer_nth_root(0, 5) == 0 and integer_nth_root(1, 5) == 1
assert integer_nth_root(1024, 10) == 2 and integer_nth_root(1023, 10) == 1
assert integer_nth_root(10 ** 20, 2) == 10 ** 10
assert integer_nth_root(-8, 3) is None and integer_nth_root(-1, 2) is None
assert integer_nth_root(8, 0) is None
assert integer_nth_root(100, 1) == 100
assert integer_nth_root(3 ** 40 - 1, 4) == 3 ** 10 - 1
