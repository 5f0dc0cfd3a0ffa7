# query: One-hot encode a list of values against a fixed list of categories: each value becomes a list
#   of 0s with a single 1 at the position of its category. Return None if any value is not one of
#   the categories.
# entry_point: one_hot_encode
# example: one_hot_encode(["on", "off"], ["off", "on"]) == [[0, 1], [1, 0]]
# example: one_hot_encode(["b"], ["a", "b"]) == [[0, 1]]

def one_hot_encode(values, categories):
    positions = {}
    for index in range(len(categories)):
        positions[categories[index]] = index
    encoded = []
    for value in values:
        if value not in positions:
            return None
        row = [0] * len(categories)
        row[positions[value]] = 1
        encoded.append(row)
    return encoded


# tests
assert one_hot_encode([], ["a"]) == []
assert one_hot_encode(["a"], ["a"]) == [[1]]
assert one_hot_encode(["b", "a"], ["a", "b", "c"]) == [[0, 1, 0], [1, 0, 0]]
assert one_hot_encode(["c", "c"], ["a", "b", "c"]) == [[0, 0, 1], [0, 0, 1]]
assert one_hot_encode(["d"], ["a", "b", "c"]) is None
assert one_hot_encode(["a", "z"], ["a"]) is None
assert one_hot_encode([2, 0], [0, 1, 2]) == [[0, 0, 1], [1, 0, 0]]
assert one_hot_encode(["x"], []) is None
