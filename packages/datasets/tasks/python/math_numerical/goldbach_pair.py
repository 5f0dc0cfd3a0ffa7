# query: Split an even number greater than 2 into two primes p + q with p <= q, choosing the pair with
#   the smallest p, and return (p, q). Returns None for odd numbers or numbers of 2 or less.
# entry_point: goldbach_pair
# example: goldbach_pair(10) == (3, 7)
# example: goldbach_pair(12) == (5, 7)

def goldbach_pair(n):
    def is_prime(value):
        divisor = 2
        while divisor * divisor <= value:
            if value % divisor == 0:
                return False
            divisor += 1
        return True

    if n % 2 != 0:
        return None
    for p in range(2, n // 2 + 1):
        if is_prime(p) and is_prime(n - p):
            return (p, n - p)
    return None


# tests
assert goldbach_pair(6) == (3, 3) and goldbach_pair(4) == (2, 2)
assert goldbach_pair(8) == (3, 5)
assert goldbach_pair(28) == (5, 23)
assert goldbach_pair(98) == (19, 79)
assert goldbach_pair(100) == (3, 97)
assert goldbach_pair(2) is None and goldbach_pair(0) is None
assert goldbach_pair(9) is None and goldbach_pair(-4) is None
assert goldbach_pair(128) == (19, 109)
assert goldbach_pair(50) == (3, 47) and goldbach_pair(22) == (3, 19)
