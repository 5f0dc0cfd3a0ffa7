# query: Return the number of ways to choose k items from n distinct items (the binomial coefficient),
#   computed exactly with integers. Returns 0 when k is negative or larger than n.
# entry_point: count_combinations
# example: count_combinations(4, 2) == 6
# example: count_combinations(8, 3) == 56

def count_combinations(n, k):
    if k < 0 or k > n:
        return 0
    if k > n - k:
        k = n - k
    result = 1
    for index in range(1, k + 1):
        result = result * (n - k + index) // index
    return result


# tests
assert count_combinations(5, 2) == 10
assert count_combinations(5, 0) == 1
assert count_combinations(5, 5) == 1
assert count_combinations(5, 6) == 0
assert count_combinations(5, -1) == 0
assert count_combinations(10, 3) == 120 and count_combinations(10, 7) == 120
assert count_combinations(52, 5) == 2598960
assert count_combinations(0, 0) == 1
assert count_combinations(6, 3) == 20
assert count_combinations(7, 1) == 7 and count_combinations(100, 50) == 100891344545564193334812497256
