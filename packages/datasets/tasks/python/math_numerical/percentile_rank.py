# query: Return the percentile rank of a score within a list of scores: the percentage of scores strictly
#   below it plus half the percentage equal to it, rounded to 1 decimal. Returns None for an empty list.
# entry_point: percentile_rank
# example: percentile_rank([1, 2, 3, 4], 3) == 62.5
# example: percentile_rank([5, 5], 5) == 50.0

def percentile_rank(scores, score):
    if not scores:
        return None
    below = 0
    equal = 0
    for value in scores:
        if value < score:
            below += 1
        elif value == score:
            equal += 1
    return round(100 * (below + 0.5 * equal) / len(scores), 1)


# tests
assert percentile_rank([], 5) is None
assert percentile_rank([10, 20, 30, 40, 50], 30) == 50.0
assert percentile_rank([10, 20, 30, 40, 50], 5) == 0.0
assert percentile_rank([10, 20, 30, 40, 50], 55) == 100.0
assert percentile_rank([10, 20, 30, 40, 50], 25) == 40.0
assert percentile_rank([1, 2, 2, 2, 3], 2) == 50.0
assert percentile_rank([7, 7, 7, 1], 7) == 62.5
assert percentile_rank([3, 1, 2], 1) == 16.7
assert percentile_rank([4, 8, 8, 9], 8) == 50.0 and percentile_rank([4, 8, 8, 9], 9) == 87.5
