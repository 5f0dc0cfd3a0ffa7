# query: For every window of a fixed size sliding one position at a time over a list, count the
#   number of distinct elements in that window and return the counts in window order. A size below 1
#   or larger than the list gives an empty list.
# entry_point: distinct_per_window
# example: distinct_per_window([1, 2, 2, 3], 2) == [2, 1, 2]
# example: distinct_per_window(["a", "b", "a", "c"], 3) == [2, 3]

def distinct_per_window(items, size):
    if size < 1 or size > len(items):
        return []
    counts = {}
    result = []
    for index in range(len(items)):
        counts[items[index]] = counts.get(items[index], 0) + 1
        if index >= size:
            old = items[index - size]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
        if index >= size - 1:
            result.append(len(counts))
    return result


# tests
assert distinct_per_window([1, 2, 1, 3], 2) == [2, 2, 2]
assert distinct_per_window([1, 1, 1], 2) == [1, 1]
assert distinct_per_window([1, 2, 3], 3) == [3]
assert distinct_per_window([1, 2, 3], 4) == []
assert distinct_per_window([1, 2, 3], 0) == []
assert distinct_per_window([1, 2, 3], 1) == [1, 1, 1]
assert distinct_per_window([1, 2, 2, 1, 3, 3], 3) == [2, 2, 3, 2]
assert distinct_per_window(["a", "a", "b", "b"], 2) == [1, 2, 1]
assert distinct_per_window([], 1) == []
