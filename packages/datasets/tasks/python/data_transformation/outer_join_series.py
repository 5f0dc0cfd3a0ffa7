# query: Full-outer-join two lists of (key, value) pairs that are each sorted by unique keys into one
#   sorted list of (key, left value, right value) triples, using None for the side that lacks the key.
# entry_point: outer_join_series
# example: outer_join_series([(1, "a")], [(2, "b")]) == [(1, "a", None), (2, None, "b")]
# example: outer_join_series([("2024-01", 5)], [("2024-01", 7)]) == [("2024-01", 5, 7)]

def outer_join_series(left, right):
    result = []
    i = 0
    j = 0
    while i < len(left) or j < len(right):
        if j >= len(right) or (i < len(left) and left[i][0] < right[j][0]):
            result.append((left[i][0], left[i][1], None))
            i += 1
        elif i >= len(left) or right[j][0] < left[i][0]:
            result.append((right[j][0], None, right[j][1]))
            j += 1
        else:
            result.append((left[i][0], left[i][1], right[j][1]))
            i += 1
            j += 1
    return result


# tests
assert outer_join_series([], []) == []
assert outer_join_series([(1, 10)], []) == [(1, 10, None)]
assert outer_join_series([], [(1, 10)]) == [(1, None, 10)]
assert outer_join_series([(1, "x"), (3, "y")], [(2, "p"), (3, "q")]) == [(1, "x", None), (2, None, "p"), (3, "y", "q")]
assert outer_join_series([(5, 0)], [(1, 1), (2, 2)]) == [(1, None, 1), (2, None, 2), (5, 0, None)]
assert outer_join_series([(1, 1), (2, 2), (9, 9)], [(2, 20)]) == [(1, 1, None), (2, 2, 20), (9, 9, None)]
assert outer_join_series([(1, "a"), (2, "b")], [(1, "c"), (2, "d")]) == [(1, "a", "c"), (2, "b", "d")]
assert outer_join_series([(-3, None)], [(-3, 0), (4, 4)]) == [(-3, None, 0), (4, None, 4)]
