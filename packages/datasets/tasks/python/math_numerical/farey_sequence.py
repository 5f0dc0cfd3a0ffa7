# query: Return the Farey sequence of order n: every reduced fraction between 0/1 and 1/1 inclusive whose
#   denominator is at most n, in increasing order, as (numerator, denominator) pairs. Returns an empty
#   list for n below 1.
# entry_point: farey_sequence
# example: len(farey_sequence(10)) == 33
# example: farey_sequence(3) == [(0, 1), (1, 3), (1, 2), (2, 3), (1, 1)]

def farey_sequence(n):
    if n < 1:
        return []
    a, b, c, d = 0, 1, 1, n
    result = [(a, b)]
    while c <= n:
        k = (n + b) // d
        a, b, c, d = c, d, k * c - a, k * d - b
        result.append((a, b))
    return result


# tests
assert farey_sequence(0) == [] and farey_sequence(-2) == []
assert farey_sequence(2) == [(0, 1), (1, 2), (1, 1)] and farey_sequence(1) == [(0, 1), (1, 1)]
assert farey_sequence(4) == [(0, 1), (1, 4), (1, 3), (1, 2), (2, 3), (3, 4), (1, 1)]
assert len(farey_sequence(5)) == 11
assert farey_sequence(5)[3] == (1, 3) and farey_sequence(5)[7] == (2, 3)
assert len(farey_sequence(8)) == 23
assert farey_sequence(7)[1] == (1, 7) and farey_sequence(7)[-2] == (6, 7)
assert farey_sequence(6)[6] == (1, 2)
assert len(farey_sequence(100)) == 3045
