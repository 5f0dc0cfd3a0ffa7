# query: Return the length shared by two closed 1-D intervals on a line, each given as a pair of endpoints
#   in either order. Intervals that do not overlap or only touch at one point share a length of 0.
# entry_point: segment_overlap_1d
# example: segment_overlap_1d((0, 10), (5, 20)) == 5
# example: segment_overlap_1d((8, 2), (3, 4)) == 1

def segment_overlap_1d(first, second):
    low_a, high_a = min(first), max(first)
    low_b, high_b = min(second), max(second)
    start = low_a if low_a > low_b else low_b
    end = high_a if high_a < high_b else high_b
    if end <= start:
        return 0
    return end - start


# tests
assert segment_overlap_1d((1, 5), (3, 9)) == 2
assert segment_overlap_1d((3, 9), (1, 5)) == 2
assert segment_overlap_1d((5, 1), (9, 3)) == 2
assert segment_overlap_1d((0, 4), (4, 8)) == 0
assert segment_overlap_1d((0, 4), (6, 8)) == 0
assert segment_overlap_1d((8, 6), (0, 4)) == 0
assert segment_overlap_1d((-5, 5), (-2, 1)) == 3
assert segment_overlap_1d((-2, 1), (-5, 5)) == 3
assert segment_overlap_1d((2, 2), (0, 5)) == 0
assert segment_overlap_1d((1.5, 4), (2, 7)) == 2
