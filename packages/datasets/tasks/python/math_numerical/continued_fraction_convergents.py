# query: Given the terms [a0, a1, a2, ...] of a simple continued fraction, return the list of its
#   convergents as reduced (numerator, denominator) pairs, one per term. An empty list of terms gives [].
# entry_point: continued_fraction_convergents
# example: continued_fraction_convergents([1, 2]) == [(1, 1), (3, 2)]
# example: continued_fraction_convergents([0, 3]) == [(0, 1), (1, 3)]

def continued_fraction_convergents(terms):
    result = []
    prev_num, num = 0, 1
    prev_den, den = 1, 0
    for term in terms:
        num, prev_num = term * num + prev_num, num
        den, prev_den = term * den + prev_den, den
        result.append((num, den))
    return result


# tests
assert continued_fraction_convergents([]) == []
assert continued_fraction_convergents([5]) == [(5, 1)]
assert continued_fraction_convergents([1, 1, 1, 1]) == [(1, 1), (2, 1), (3, 2), (5, 3)]
assert continued_fraction_convergents([3, 7, 15, 1]) == [(3, 1), (22, 7), (333, 106), (355, 113)]
assert continued_fraction_convergents([1, 2, 2, 2]) == [(1, 1), (3, 2), (7, 5), (17, 12)]
assert continued_fraction_convergents([0, 1, 4]) == [(0, 1), (1, 1), (4, 5)]
assert continued_fraction_convergents([2, 1, 2, 1, 1, 4]) == [(2, 1), (3, 1), (8, 3), (11, 4), (19, 7), (87, 32)]
assert continued_fraction_convergents([-1, 2]) == [(-1, 1), (-1, 2)]
assert continued_fraction_convergents([4, 3])[-1] == (13, 3)
