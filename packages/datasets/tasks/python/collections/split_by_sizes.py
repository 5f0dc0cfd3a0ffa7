# query: Split a list into consecutive pieces with the given sizes, in order. Items left over after the
#   last size form one extra final piece. Return None if a size is negative or the sizes add up to more
#   than the list length.
# entry_point: split_by_sizes
# example: split_by_sizes([1, 2, 3, 4, 5], [2, 2]) == [[1, 2], [3, 4], [5]]
# example: split_by_sizes(["a", "b"], [2]) == [["a", "b"]]

def split_by_sizes(items, sizes):
    pieces = []
    start = 0
    for size in sizes:
        if size < 0 or start + size > len(items):
            return None
        pieces.append(items[start:start + size])
        start += size
    if start < len(items):
        pieces.append(items[start:])
    return pieces


# tests
assert split_by_sizes([], []) == []
assert split_by_sizes([1, 2], []) == [[1, 2]]
assert split_by_sizes([], [0]) == [[]]
assert split_by_sizes([1, 2, 3], [1, 0, 2]) == [[1], [], [2, 3]]
assert split_by_sizes([1, 2, 3], [3]) == [[1, 2, 3]]
assert split_by_sizes([1, 2, 3], [4]) is None
assert split_by_sizes([1, 2, 3], [2, 2]) is None
assert split_by_sizes([1, 2, 3], [-1, 2]) is None
assert split_by_sizes([1, 2, 3, 4, 5, 6], [1, 2]) == [[1], [2, 3], [4, 5, 6]]
