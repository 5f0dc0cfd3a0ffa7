# query: For each number in a list, give its percentile rank: the percentage of the other positions that
#   hold a strictly smaller value, i.e. (count smaller) * 100 / (length - 1), rounded to 1 decimal place,
#   in input order. A single value gets 0.0 and an empty list gives an empty list.
# entry_point: percentile_ranks
# example: percentile_ranks([10, 20, 30]) == [0.0, 50.0, 100.0]
# example: percentile_ranks([3, 1, 2, 2, 5]) == [75.0, 0.0, 25.0, 25.0, 100.0]

def percentile_ranks(values):
    from bisect import bisect_left

    count = len(values)
    if count == 1:
        return [0.0]
    ordered = sorted(values)
    result = []
    for value in values:
        below = bisect_left(ordered, value)
        result.append(round(below * 100 / (count - 1), 1))
    return result


# tests
assert percentile_ranks([]) == []
assert percentile_ranks([42]) == [0.0]
assert percentile_ranks([2, 1]) == [100.0, 0.0]
assert percentile_ranks([7, 7, 7]) == [0.0, 0.0, 0.0]
assert percentile_ranks([1, 2, 3, 4]) == [0.0, 33.3, 66.7, 100.0]
assert percentile_ranks([5, -1, 5, 0]) == [66.7, 0.0, 66.7, 33.3]
assert percentile_ranks([0.5, 0.25]) == [100.0, 0.0]
assert percentile_ranks([9, 8, 7, 6, 5, 4, 3]) == [100.0, 83.3, 66.7, 50.0, 33.3, 16.7, 0.0]
