# query: Return all positive divisors of a positive integer in ascending order. Zero and negative numbers
#   give an empty list.
# entry_point: divisors_of
# example: divisors_of(18) == [1, 2, 3, 6, 9, 18]
# example: divisors_of(7) == [1, 7]

def divisors_of(n):
    small = []
    large = []
    candidate = 1
    while candidate * candidate <= n:
        if n % candidate == 0:
            small.append(candidate)
            if candidate != n // candidate:
                large.append(n // candidate)
        candidate += 1
    return small + large[::-1]


# tests
assert divisors_of(1) == [1]
assert divisors_of(12) == [1, 2, 3, 4, 6, 12]
assert divisors_of(16) == [1, 2, 4, 8, 16]
assert divisors_of(13) == [1, 13]
assert divisors_of(0) == []
assert divisors_of(-4) == []
assert divisors_of(36) == [1, 2, 3, 4, 6, 9, 12, 18, 36]
assert divisors_of(2) == [1, 2]
assert divisors_of(9) == [1, 3, 9]
