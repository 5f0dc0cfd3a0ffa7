# query: Classify a positive integer by the sum of its proper divisors (divisors smaller than itself) as
#   "perfect" (equal to the number), "abundant" (greater) or "deficient" (smaller). Returns None for
#   numbers below 1; 1 is deficient.
# entry_point: classify_by_divisor_sum
# example: classify_by_divisor_sum(6) == "perfect"
# example: classify_by_divisor_sum(8) == "deficient"

def classify_by_divisor_sum(n):
    if n < 1:
        return None
    if n == 1:
        return "deficient"
    total = 1
    divisor = 2
    while divisor * divisor <= n:
        if n % divisor == 0:
            total += divisor
            partner = n // divisor
            if partner != divisor:
                total += partner
        divisor += 1
    if total == n:
        return "perfect"
    return "abundant" if total > n else "deficient"


# tests
assert classify_by_divisor_sum(1) == "deficient"
assert classify_by_divisor_sum(2) == "deficient"
assert classify_by_divisor_sum(28) == "perfect"
assert classify_by_divisor_sum(496) == "perfect"
assert classify_by_divisor_sum(12) == "abundant"
assert classify_by_divisor_sum(18) == "abundant"
assert classify_by_divisor_sum(16) == "deficient"
assert classify_by_divisor_sum(0) is None and classify_by_divisor_sum(-6) is None
assert classify_by_divisor_sum(945) == "abundant" and classify_by_divisor_sum(196) == "abundant"
assert classify_by_divisor_sum(25) == "deficient" and classify_by_divisor_sum(36) == "abundant"
