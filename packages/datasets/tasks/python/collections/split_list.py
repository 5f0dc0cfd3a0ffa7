# query: Split a list into sublists at every element equal to a separator (the separators are
#   dropped), like splitting a string; adjacent separators produce empty sublists. At most the given
#   number of splits is made, counting from the left; a negative limit means no limit.
# entry_point: split_list
# example: split_list([1, 2, 0, 3, 0, 4], 0, -1) == [[1, 2], [3], [4]]
# example: split_list(["a", ",", "b", ",", "c"], ",", 1) == [["a"], ["b", ",", "c"]]

def split_list(items, separator, max_splits):
    parts = []
    current = []
    for item in items:
        if item == separator and (max_splits < 0 or len(parts) < max_splits):
            parts.append(current)
            current = []
        else:
            current.append(item)
    parts.append(current)
    return parts


# tests
assert split_list([], 0, -1) == [[]]
assert split_list([1, 0, 2], 0, -1) == [[1], [2]]
assert split_list([0, 1, 0, 0, 2, 0], 0, -1) == [[], [1], [], [2], []]
assert split_list([1, 2, 3], 0, -1) == [[1, 2, 3]]
assert split_list([1, 0, 2, 0, 3], 0, 1) == [[1], [2, 0, 3]]
assert split_list([1, 0, 2, 0, 3], 0, 0) == [[1, 0, 2, 0, 3]]
assert split_list([1, 0, 2, 0, 3], 0, 2) == [[1], [2], [3]]
assert split_list(["a", "|", "b"], "|", 5) == [["a"], ["b"]]
