# query: Return the most frequent value of every contiguous window of the given size in a list, in
#   window order; ties go to the smallest value. A size below 1 or larger than the list gives [].
# entry_point: window_mode
# example: window_mode([1, 2, 2, 3], 2) == [1, 2, 2]
# example: window_mode(["b", "a"], 2) == ["a"]

def window_mode(values, size):
    if size < 1 or size > len(values):
        return []
    counts = {}
    modes = []
    for index, value in enumerate(values):
        counts[value] = counts.get(value, 0) + 1
        if index >= size:
            old = values[index - size]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
        if index >= size - 1:
            modes.append(min(counts, key=lambda item: (-counts[item], item)))
    return modes


# tests
assert window_mode([], 1) == []
assert window_mode([1, 2], 0) == []
assert window_mode([1, 2], 3) == []
assert window_mode([4, 5, 6], 1) == [4, 5, 6]
assert window_mode([3, 3, 1, 1], 4) == [1]
assert window_mode([5, 5, 1, 1, 1], 3) == [5, 1, 1]
assert window_mode([2, 1, 2, 1, 1], 3) == [2, 1, 1]
assert window_mode([7, 7, 7, 2, 2], 2) == [7, 7, 2, 2]
assert window_mode([9, 1, 9, 1], 2) == [1, 1, 1]
assert window_mode([1, 3, 3, 3, 1, 1], 3) == [3, 3, 3, 1]
