# query: Return every full-length window of consecutive elements from a list, moving the window start
#   forward by a step each time (windows that would run past the end are dropped). A window size or
#   step below 1 gives None.
# entry_point: sliding_windows
# example: sliding_windows([1, 2, 3, 4, 5], 3, 1) == [[1, 2, 3], [2, 3, 4], [3, 4, 5]]
# example: sliding_windows(["a", "b", "c", "d"], 2, 2) == [["a", "b"], ["c", "d"]]

def sliding_windows(items, size, step):
    if size < 1 or step < 1:
        return None
    windows = []
    start = 0
    while start + size <= len(items):
        windows.append(items[start:start + size])
        start += step
    return windows


# tests
assert sliding_windows([1, 2, 3, 4], 2, 1) == [[1, 2], [2, 3], [3, 4]]
assert sliding_windows([1, 2, 3, 4, 5], 2, 2) == [[1, 2], [3, 4]]
assert sliding_windows([1, 2, 3], 3, 1) == [[1, 2, 3]]
assert sliding_windows([1, 2], 3, 1) == []
assert sliding_windows([], 1, 1) == []
assert sliding_windows([1, 2, 3, 4, 5, 6], 3, 2) == [[1, 2, 3], [3, 4, 5]]
assert sliding_windows([1, 2, 3], 0, 1) is None
assert sliding_windows([1, 2, 3], 1, 0) is None
assert sliding_windows([7, 8, 9], 1, 5) == [[7]]
