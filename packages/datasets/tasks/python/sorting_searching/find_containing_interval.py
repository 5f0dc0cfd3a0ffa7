# query: Given closed intervals [start, end] sorted by start and not overlapping, return the index of the interval that
#   contains a point (endpoints included), found by binary search; return -1 if the point lies in a gap or outside
#   every interval.
# entry_point: find_containing_interval
# example: find_containing_interval([(0, 4), (10, 14)], 12) == 1
# example: find_containing_interval([(0, 4), (10, 14)], 7) == -1

def find_containing_interval(intervals, point):
    low = 0
    high = len(intervals) - 1
    while low <= high:
        middle = (low + high) // 2
        start, end = intervals[middle]
        if point < start:
            high = middle - 1
        elif point > end:
            low = middle + 1
        else:
            return middle
    return -1


# tests
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 6) == 1
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 5) == 1
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 8) == 1
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 10) == 2
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 11) == -1
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 20) == 3
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 0) == -1
assert find_containing_interval([(1, 3), (5, 8), (10, 10), (12, 20)], 1) == 0
assert find_containing_interval([], 4) == -1
assert find_containing_interval([(-9, -5), (-4, 0)], -4) == 1
