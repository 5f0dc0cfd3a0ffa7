# query: Shorten every run of equal consecutive elements in a list to at most the given number of
#   elements, dropping the extra repeats and keeping everything else in order. A limit below 1 gives
#   None.
# entry_point: limit_consecutive_repeats
# example: limit_consecutive_repeats([1, 1, 1, 1, 2], 2) == [1, 1, 2]
# example: limit_consecutive_repeats(["x", "x", "y", "y", "y"], 1) == ["x", "y"]

def limit_consecutive_repeats(items, max_repeat):
    if max_repeat < 1:
        return None
    result = []
    for index in range(len(items)):
        if index > 0 and items[index] == items[index - 1]:
            run += 1
        else:
            run = 1
        if run <= max_repeat:
            result.append(items[index])
    return result


# tests
assert limit_consecutive_repeats([], 2) == []
assert limit_consecutive_repeats([1, 1, 1, 2, 2], 2) == [1, 1, 2, 2]
assert limit_consecutive_repeats([1, 1, 1, 2, 2], 1) == [1, 2]
assert limit_consecutive_repeats([1, 2, 1, 2], 1) == [1, 2, 1, 2]
assert limit_consecutive_repeats([3, 3, 3, 3], 3) == [3, 3, 3]
assert limit_consecutive_repeats([0, 0, 5, 0, 0, 0], 2) == [0, 0, 5, 0, 0]
assert limit_consecutive_repeats([1, 1], 0) is None
assert limit_consecutive_repeats(["a", "b", "b", "b"], 2) == ["a", "b", "b"]
