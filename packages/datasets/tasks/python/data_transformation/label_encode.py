# query: Encode a list of categorical values as integer codes, numbering distinct values 0, 1, 2, ...
#   in order of first appearance. Return a tuple of the code list and the list of distinct values
#   (where the value at index i has code i).
# entry_point: label_encode
# example: label_encode(["cat", "dog", "cat"]) == ([0, 1, 0], ["cat", "dog"])
# example: label_encode([3, 1, 2, 1]) == ([0, 1, 2, 1], [3, 1, 2])

def label_encode(values):
    codes = []
    labels = []
    lookup = {}
    for value in values:
        if value not in lookup:
            lookup[value] = len(labels)
            labels.append(value)
        codes.append(lookup[value])
    return (codes, labels)


# tests
assert label_encode([]) == ([], [])
assert label_encode(["a"]) == ([0], ["a"])
assert label_encode(["b", "a", "b"]) == ([0, 1, 0], ["b", "a"])
assert label_encode(["x", "y", "z"]) == ([0, 1, 2], ["x", "y", "z"])
assert label_encode([5, 5, 5]) == ([0, 0, 0], [5])
assert label_encode(["red", "blue", "red", "green", "blue"]) == ([0, 1, 0, 2, 1], ["red", "blue", "green"])
assert label_encode([None, 0, None]) == ([0, 1, 0], [None, 0])
