# query: Given a list of (start, end) intervals on a number line (start <= end), return the total length
#   covered by at least one of them, counting overlapping parts only once. An empty list covers 0.
# entry_point: covered_length
# example: covered_length([(0, 3), (2, 5)]) == 5
# example: covered_length([(1, 2), (4, 6)]) == 3

def covered_length(intervals):
    ordered = sorted(intervals)
    total = 0
    current_start = None
    current_end = None
    for start, end in ordered:
        if current_end is None or start > current_end:
            if current_end is not None:
                total += current_end - current_start
            current_start, current_end = start, end
        elif end > current_end:
            current_end = end
    if current_end is not None:
        total += current_end - current_start
    return total


# tests
assert covered_length([]) == 0
assert covered_length([(2, 7)]) == 5
assert covered_length([(0, 4), (1, 2)]) == 4
assert covered_length([(5, 8), (0, 3)]) == 6
assert covered_length([(0, 2), (2, 5)]) == 5
assert covered_length([(0, 10), (2, 3), (9, 12), (20, 21)]) == 13
assert covered_length([(-6, -2), (-3, 1)]) == 7
assert covered_length([(3, 3), (3, 3)]) == 0
assert covered_length([(1, 4), (1, 6), (8, 9)]) == 6
assert covered_length([(0, 1), (5, 6), (2, 3)]) == 3
