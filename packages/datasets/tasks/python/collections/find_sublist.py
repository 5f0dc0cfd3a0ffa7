# query: Find the first index at or after a start position where a list contains another list as a
#   contiguous run, or -1 if there is none. A negative start counts as 0, and an empty pattern matches
#   at the start position as long as it is not past the end of the list.
# entry_point: find_sublist
# example: find_sublist([5, 6, 7, 5, 6], [5, 6], 1) == 3
# example: find_sublist(["a", "b", "c"], ["b", "c"], 0) == 1

def find_sublist(haystack, needle, start):
    if start < 0:
        start = 0
    last = len(haystack) - len(needle)
    for index in range(start, last + 1):
        if haystack[index:index + len(needle)] == needle:
            return index
    return -1


# tests
assert find_sublist([1, 2, 3, 4], [2, 3], 0) == 1
assert find_sublist([1, 2, 3, 4], [3, 4], 0) == 2
assert find_sublist([1, 2, 3, 4], [4, 5], 0) == -1
assert find_sublist([1, 2, 1, 2], [1, 2], 1) == 2
assert find_sublist([1, 2, 3], [], -1) == 0
assert find_sublist([1, 2], [1, 2, 3], 0) == -1
assert find_sublist([1, 2, 3], [], 3) == 3
assert find_sublist([1, 2, 3], [], 4) == -1
assert find_sublist([], [1], 0) == -1
assert find_sublist([5, 5, 5], [5], 2) == 2
