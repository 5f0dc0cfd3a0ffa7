# query: Return the nearest-rank percentile of a list of numbers: the smallest value such that at least the
#   given percentage of values are less than or equal to it; 0 percent gives the minimum. Return None for an
#   empty list or a percentage outside 0 to 100.
# entry_point: nearest_rank_percentile
# example: nearest_rank_percentile([1, 2, 3, 4], 50) == 2
# example: nearest_rank_percentile([10, 20, 30, 40, 50], 90) == 50

def nearest_rank_percentile(values, percent):
    import math
    if not values or percent < 0 or percent > 100:
        return None
    ordered = sorted(values)
    rank = math.ceil(percent * len(ordered) / 100)
    if rank < 1:
        rank = 1
    return ordered[rank - 1]


# tests
assert nearest_rank_percentile([15, 20, 35, 40, 50], 30) == 20
assert nearest_rank_percentile([15, 20, 35, 40, 50], 40) == 20
assert nearest_rank_percentile([50, 40, 35, 20, 15], 50) == 35
assert nearest_rank_percentile([15, 20, 35, 40, 50], 100) == 50
assert nearest_rank_percentile([15, 20, 35, 40, 50], 0) == 15
assert nearest_rank_percentile([], 50) is None
assert nearest_rank_percentile([1, 2], 101) is None
assert nearest_rank_percentile([1, 2], -1) is None
assert nearest_rank_percentile([3, 1, 2], 34) == 2
assert nearest_rank_percentile(list(range(1, 102)), 1) == 2
