# query: Sort closed integer intervals (start, end) by how many integers they cover, longest first, breaking ties by the
#   earlier start. Intervals given backwards (end < start) are normalised to (end, start) first.
# entry_point: sort_intervals_by_length
# example: sort_intervals_by_length([(1, 2), (5, 9)]) == [(5, 9), (1, 2)]
# example: sort_intervals_by_length([(4, 1)]) == [(1, 4)]

def sort_intervals_by_length(intervals):
    normalised = []
    for start, end in intervals:
        if end < start:
            start, end = end, start
        normalised.append((start, end))
    return sorted(normalised, key=lambda interval: (interval[0] - interval[1], interval[0]))


# tests
assert sort_intervals_by_length([]) == []
assert sort_intervals_by_length([(0, 0), (3, 8), (1, 4)]) == [(3, 8), (1, 4), (0, 0)]
assert sort_intervals_by_length([(5, 7), (1, 3)]) == [(1, 3), (5, 7)]
assert sort_intervals_by_length([(9, 2), (0, 6)]) == [(2, 9), (0, 6)]
assert sort_intervals_by_length([(-4, -1), (10, 12), (2, 2)]) == [(-4, -1), (10, 12), (2, 2)]
assert sort_intervals_by_length([(3, 3), (2, 2)]) == [(2, 2), (3, 3)]
assert sort_intervals_by_length([(1, 10), (2, 5), (8, 1)]) == [(1, 10), (1, 8), (2, 5)]
