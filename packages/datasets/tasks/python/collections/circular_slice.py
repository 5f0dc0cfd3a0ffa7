# query: Take the given number of consecutive items from a list treated as circular, starting at an
#   index (negative indexes count from the end) and wrapping around as often as needed. An empty list
#   gives an empty result and a negative count gives None.
# entry_point: circular_slice
# example: circular_slice(["a", "b", "c"], 2, 2) == ["c", "a"]
# example: circular_slice([1, 2], 0, 5) == [1, 2, 1, 2, 1]

def circular_slice(items, start, size):
    if size < 0:
        return None
    if not items:
        return []
    result = []
    for offset in range(size):
        result.append(items[(start + offset) % len(items)])
    return result


# tests
assert circular_slice([], 3, 2) == []
assert circular_slice([1, 2, 3], 0, 0) == []
assert circular_slice([1, 2, 3], 0, 3) == [1, 2, 3]
assert circular_slice([1, 2, 3, 4], 3, 3) == [4, 1, 2]
assert circular_slice([1, 2, 3, 4], -1, 2) == [4, 1]
assert circular_slice([1, 2, 3], 7, 2) == [2, 3]
assert circular_slice([9], 4, 3) == [9, 9, 9]
assert circular_slice([1, 2, 3], 1, -1) is None
assert circular_slice([5, 6, 7], -4, 4) == [7, 5, 6, 7]
