# query: Expand a sparse representation (a dict from index to value) into a list of the given length,
#   filling unspecified positions with a fill value. Return None if the length is negative or any
#   index is outside the list.
# entry_point: sparse_to_dense
# example: sparse_to_dense({0: 1, 3: 4}, 5, 0) == [1, 0, 0, 4, 0]
# example: sparse_to_dense({1: "x"}, 2, "-") == ["-", "x"]

def sparse_to_dense(entries, length, fill):
    if length < 0:
        return None
    dense = [fill] * length
    for index, value in entries.items():
        if index < 0 or index >= length:
            return None
        dense[index] = value
    return dense


# tests
assert sparse_to_dense({}, 3, 0) == [0, 0, 0]
assert sparse_to_dense({}, 0, 0) == []
assert sparse_to_dense({1: 5}, 3, 0) == [0, 5, 0]
assert sparse_to_dense({0: "a", 2: "c"}, 3, "") == ["a", "", "c"]
assert sparse_to_dense({3: 1}, 3, 0) is None
assert sparse_to_dense({-1: 1}, 3, 0) is None
assert sparse_to_dense({2: 1}, 3, None) == [None, None, 1]
assert sparse_to_dense({}, -1, 0) is None
assert sparse_to_dense({0: 9}, 1, 0) == [9]
