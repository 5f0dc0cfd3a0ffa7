# query: Return the probability of exactly k successes in n independent trials with success probability p,
#   rounded to 6 decimals; with at_least=True return the probability of k or more successes instead.
#   Returns None when k or n is negative, k > n, or p lies outside [0, 1].
# entry_point: binomial_probability
# example: binomial_probability(2, 1, 0.5) == 0.5
# example: binomial_probability(3, 3, 0.5) == 0.125

def binomial_probability(n, k, p, at_least=False):
    import math

    if n < 0 or k < 0 or k > n or p < 0 or p > 1:
        return None
    last = n if at_least else k
    total = 0.0
    for successes in range(k, last + 1):
        total += math.comb(n, successes) * p ** successes * (1 - p) ** (n - successes)
    return round(total, 6)


# tests
assert binomial_probability(4, 2, 0.5) == 0.375
assert binomial_probability(4, 2, 0.5, at_least=True) == 0.6875
assert binomial_probability(10, 0, 0.1) == 0.348678
assert binomial_probability(10, 0, 0.1, at_least=True) == 1.0
assert binomial_probability(5, 5, 1) == 1.0 and binomial_probability(5, 4, 1) == 0.0
assert binomial_probability(5, 0, 0) == 1.0 and binomial_probability(0, 0, 0.3) == 1.0
assert binomial_probability(3, 4, 0.5) is None and binomial_probability(3, -1, 0.5) is None
assert binomial_probability(3, 1, -0.1) is None and binomial_probability(3, 1, 1.5) is None
assert binomial_probability(6, 2, 0.3) == 0.324135
assert binomial_probability(6, 5, 0.3, at_least=True) == 0.010935
