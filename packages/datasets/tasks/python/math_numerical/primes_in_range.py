# query: Return the primes p with low <= p <= high in increasing order, sieving only the requested range
#   with the primes up to the square root of high. An empty or inverted range gives [].
# entry_point: primes_in_range
# example: primes_in_range(10, 20) == [11, 13, 17, 19]
# example: primes_in_range(1, 5) == [2, 3, 5]

def primes_in_range(low, high):
    import math

    low = max(low, 2)
    if high < low:
        return []
    limit = math.isqrt(high)
    small = [True] * (limit + 1)
    base_primes = []
    for number in range(2, limit + 1):
        if small[number]:
            base_primes.append(number)
            for multiple in range(number * number, limit + 1, number):
                small[multiple] = False
    flags = [True] * (high - low + 1)
    for prime in base_primes:
        start = max(prime * prime, (low + prime - 1) // prime * prime)
        for multiple in range(start, high + 1, prime):
            flags[multiple - low] = False
    return [low + offset for offset, is_prime in enumerate(flags) if is_prime]


# tests
assert primes_in_range(20, 10) == []
assert primes_in_range(-10, 1) == [] and primes_in_range(-20, -3) == []
assert primes_in_range(-5, 2) == [2]
assert primes_in_range(2, 3) == [2, 3]
assert primes_in_range(24, 28) == []
assert primes_in_range(90, 110) == [97, 101, 103, 107, 109]
assert primes_in_range(1, 30) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
assert primes_in_range(121, 131) == [127, 131]
assert primes_in_range(1000, 1040) == [1009, 1013, 1019, 1021, 1031, 1033, 1039]
assert primes_in_range(47, 49) == [47] and primes_in_range(4, 4) == []
