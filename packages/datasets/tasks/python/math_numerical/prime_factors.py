# query: Return the prime factorisation of an integer as an ascending list of primes, repeated according to
#   multiplicity (e.g. 12 gives [2, 2, 3]). Numbers below 2 have no prime factors.
# entry_point: prime_factors
# example: prime_factors(60) == [2, 2, 3, 5]
# example: prime_factors(77) == [7, 11]

def prime_factors(n):
    factors = []
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            factors.append(divisor)
            n //= divisor
        divisor += 1
    if n > 1:
        factors.append(n)
    return factors


# tests
assert prime_factors(1) == []
assert prime_factors(0) == [] and prime_factors(-12) == []
assert prime_factors(2) == [2]
assert prime_factors(12) == [2, 2, 3]
assert prime_factors(97) == [97]
assert prime_factors(360) == [2, 2, 2, 3, 3, 5]
assert prime_factors(49) == [7, 7]
assert prime_factors(1001) == [7, 11, 13]
assert prime_factors(9) == [3, 3]
assert prime_factors(2 * 9973) == [2, 9973]
