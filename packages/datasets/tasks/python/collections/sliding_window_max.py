# query: Return the maximum of every contiguous window of the given size in a list, in window order,
#   in a single pass using a deque of candidate indices. A size below 1 or larger than the list gives
#   an empty list.
# entry_point: sliding_window_max
# example: sliding_window_max([4, 2, 5, 1], 2) == [4, 5, 5]
# example: sliding_window_max([7, 3], 1) == [7, 3]

def sliding_window_max(values, size):
    from collections import deque
    if size < 1 or size > len(values):
        return []
    window = deque()
    result = []
    for index, value in enumerate(values):
        while window and values[window[-1]] <= value:
            window.pop()
        window.append(index)
        if window[0] <= index - size:
            window.popleft()
        if index >= size - 1:
            result.append(values[window[0]])
    return result


# tests
assert sliding_window_max([], 1) == []
assert sliding_window_max([1, 2, 3], 0) == []
assert sliding_window_max([1, 2, 3], 4) == []
assert sliding_window_max([1, 2, 3], 3) == [3]
assert sliding_window_max([5, 4, 3, 2, 1], 2) == [5, 4, 3, 2]
assert sliding_window_max([1, 3, -1, -3, 5, 3, 6, 7], 3) == [3, 3, 5, 5, 6, 7]
assert sliding_window_max([3, 1, 2, 0], 2) == [3, 2, 2]
assert sliding_window_max([9, 1, 1, 1], 3) == [9, 1]
assert sliding_window_max([-5, -2, -8], 2) == [-2, -2]
assert sliding_window_max([1, 9, 2, 8, 3], 1) == [1, 9, 2, 8, 3]
