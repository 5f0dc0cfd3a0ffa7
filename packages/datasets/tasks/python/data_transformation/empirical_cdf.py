# query: Compute the empirical cumulative distribution of a list of numbers: for each distinct value in
#   ascending order, a (value, fraction) pair where fraction is the share of values less than or equal
#   to it, rounded to 3 decimal places. An empty list gives an empty list.
# entry_point: empirical_cdf
# example: empirical_cdf([3, 1, 2, 2]) == [(1, 0.25), (2, 0.75), (3, 1.0)]
# example: empirical_cdf([5, 5]) == [(5, 1.0)]

def empirical_cdf(values):
    total = len(values)
    ordered = sorted(values)
    points = []
    for index, value in enumerate(ordered):
        if index + 1 < total and ordered[index + 1] == value:
            continue
        points.append((value, round((index + 1) / total, 3)))
    return points


# tests
assert empirical_cdf([]) == []
assert empirical_cdf([9]) == [(9, 1.0)]
assert empirical_cdf([2, 1]) == [(1, 0.5), (2, 1.0)]
assert empirical_cdf([4, 4, 4, 1]) == [(1, 0.25), (4, 1.0)]
assert empirical_cdf([1, 2, 3]) == [(1, 0.333), (2, 0.667), (3, 1.0)]
assert empirical_cdf([-1, 0, -1, 7, 0, 0]) == [(-1, 0.333), (0, 0.833), (7, 1.0)]
assert empirical_cdf([0.5, 0.25, 0.5, 0.5]) == [(0.25, 0.25), (0.5, 1.0)]
assert empirical_cdf([8, 6, 7, 6, 9, 9, 9, 6]) == [(6, 0.375), (7, 0.5), (8, 0.625), (9, 1.0)]
