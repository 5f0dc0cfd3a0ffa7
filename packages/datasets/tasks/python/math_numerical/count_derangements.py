# query: Count the derangements of n items (orderings where no item stays in its original position):
#   1, 0, 1, 2, 9, 44 for n = 0..5, exactly. Returns None for a negative n.
# entry_point: count_derangements
# example: count_derangements(3) == 2
# example: count_derangements(5) == 44

def count_derangements(n):
    if n < 0:
        return None
    if n == 0:
        return 1
    previous, current = 1, 0
    for k in range(2, n + 1):
        previous, current = current, (k - 1) * (previous + current)
    return current


# tests
assert count_derangements(0) == 1
assert count_derangements(1) == 0
assert count_derangements(2) == 1
assert count_derangements(4) == 9
assert count_derangements(6) == 265
assert count_derangements(10) == 1334961
assert count_derangements(-1) is None
assert count_derangements(20) == 895014631192902121
assert count_derangements(7) == 1854
