# query: Given an ascending sorted list of integer ids (it may contain duplicates and ids outside the
#   range), return in ascending order every integer from start to end inclusive that is not in the list.
#   Return an empty list when start is greater than end.
# entry_point: missing_ids_in_range
# example: missing_ids_in_range([1, 3, 5], 1, 5) == [2, 4]
# example: missing_ids_in_range([2, 3], 1, 4) == [1, 4]

def missing_ids_in_range(ids, start, end):
    missing = []
    expected = start
    for current in ids:
        if current < expected:
            continue
        if current > end:
            break
        while expected < current:
            missing.append(expected)
            expected += 1
        expected = current + 1
    while expected <= end:
        missing.append(expected)
        expected += 1
    return missing


# tests
assert missing_ids_in_range([1, 2, 4, 7], 1, 8) == [3, 5, 6, 8]
assert missing_ids_in_range([], 3, 5) == [3, 4, 5]
assert missing_ids_in_range([3, 4, 5], 3, 5) == []
assert missing_ids_in_range([0, 2, 2, 5, 9], 1, 6) == [1, 3, 4, 6]
assert missing_ids_in_range([1, 2], 5, 4) == []
assert missing_ids_in_range([10, 11], 1, 3) == [1, 2, 3]
assert missing_ids_in_range([-2, 0], -3, 1) == [-3, -1, 1]
assert missing_ids_in_range([0, 3], 2, 4) == [2, 4]
assert missing_ids_in_range([5], 5, 5) == []
