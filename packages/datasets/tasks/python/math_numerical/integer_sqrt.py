# query: Return the largest integer whose square does not exceed a non-negative integer, computed exactly
#   without floating point so it works for very large numbers. Returns None for negative input.
# entry_point: integer_sqrt
# example: integer_sqrt(99) == 9
# example: integer_sqrt(144) == 12

def integer_sqrt(n):
    if n < 0:
        return None
    low = 0
    high = n + 1
    while high - low > 1:
        middle = (low + high) // 2
        if middle * middle <= n:
            low = middle
        else:
            high = middle
    return low


# tests
assert [integer_sqrt(n) for n in range(0, 5)] == [0, 1, 1, 1, 2]
assert integer_sqrt(15) == 3
assert integer_sqrt(16) == 4
assert integer_sqrt(17) == 4
assert integer_sqrt(10 ** 12) == 10 ** 6
assert integer_sqrt(10 ** 12 - 1) == 999999
assert integer_sqrt(-1) is None
assert integer_sqrt(10 ** 40 + 5) == 10 ** 20
