# query: Count the pairs of different positions in a list of numbers whose two values add up to at most a
#   limit, by sorting and walking two pointers inward. Lists with fewer than two values give 0.
# entry_point: count_pairs_within_limit
# example: count_pairs_within_limit([1, 2, 3], 4) == 2
# example: count_pairs_within_limit([5, 1, 2], 3) == 1

def count_pairs_within_limit(values, limit):
    ordered = sorted(values)
    left = 0
    right = len(ordered) - 1
    count = 0
    while left < right:
        if ordered[left] + ordered[right] <= limit:
            count += right - left
            left += 1
        else:
            right -= 1
    return count


# tests
assert count_pairs_within_limit([1, 2, 3, 4], 5) == 4
assert count_pairs_within_limit([], 3) == 0
assert count_pairs_within_limit([5], 10) == 0
assert count_pairs_within_limit([1, 1, 1], 2) == 3
assert count_pairs_within_limit([3, 3], 5) == 0
assert count_pairs_within_limit([3, 3], 6) == 1
assert count_pairs_within_limit([-2, 0, 5, 7], 4) == 2
assert count_pairs_within_limit([10, 1, 4, 2], 6) == 3
assert count_pairs_within_limit([2, 2, 2, 2], 3) == 0
