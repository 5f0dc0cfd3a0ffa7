# query: Combine two summaries of data sets, each (count, mean, m2) where m2 is the sum of squared
#   deviations from the mean, into the summary of the union, as used for parallel variance; results are
#   rounded to 6 decimals. An empty summary (count 0) leaves the other unchanged.
# entry_point: merge_running_stats
# example: merge_running_stats((1, 1.0, 0.0), (1, 3.0, 0.0)) == (2, 2.0, 2.0)
# example: merge_running_stats((0, 0.0, 0.0), (3, 5.0, 2.0)) == (3, 5.0, 2.0)

def merge_running_stats(first, second):
    count_a, mean_a, m2_a = first
    count_b, mean_b, m2_b = second
    count = count_a + count_b
    if count == 0:
        return (0, 0.0, 0.0)
    delta = mean_b - mean_a
    mean = mean_a + delta * count_b / count
    m2 = m2_a + m2_b + delta * delta * count_a * count_b / count
    return (count, round(mean, 6), round(m2, 6))


# tests
assert merge_running_stats((0, 0.0, 0.0), (0, 0.0, 0.0)) == (0, 0.0, 0.0)
assert merge_running_stats((2, 4.0, 8.0), (0, 0.0, 0.0)) == (2, 4.0, 8.0) and merge_running_stats((0, 7.0, 0.0), (2, 4.0, 8.0)) == (2, 4.0, 8.0)
assert merge_running_stats((3, 2.0, 2.0), (1, 6.0, 0.0)) == (4, 3.0, 14.0)
assert merge_running_stats((1, 6.0, 0.0), (3, 2.0, 2.0)) == (4, 3.0, 14.0)
assert merge_running_stats((2, 1.5, 0.5), (2, 3.5, 0.5)) == (4, 2.5, 5.0)
assert merge_running_stats((2, 5.0, 2.0), (3, 5.0, 4.0)) == (5, 5.0, 6.0)
assert merge_running_stats((1, 0.0, 0.0), (2, 1.0, 0.0)) == (3, 0.666667, 0.666667)
assert merge_running_stats((4, -1.0, 3.0), (1, 4.0, 0.0)) == (5, 0.0, 23.0)
