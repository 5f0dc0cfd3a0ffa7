# query: Sort a list that mixes numbers (ints and floats, but not bools) and strings: numbers first in ascending order,
#   then strings compared case-insensitively, then any other values in their original order. Items that compare equal
#   keep their original order.
# entry_point: sort_mixed_values
# example: sort_mixed_values(["b", 2, "A", 1]) == [1, 2, "A", "b"]
# example: sort_mixed_values([None, 3]) == [3, None]

def sort_mixed_values(values):
    numbers = []
    strings = []
    others = []
    for value in values:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            numbers.append(value)
        elif isinstance(value, str):
            strings.append(value)
        else:
            others.append(value)
    numbers.sort()
    strings.sort(key=str.lower)
    return numbers + strings + others


# tests
assert sort_mixed_values([]) == []
assert sort_mixed_values([3.5, "x", -1, "B", 2]) == [-1, 2, 3.5, 'B', 'x']
assert sort_mixed_values([True, 0, "a"]) == [0, 'a', True]
assert sort_mixed_values(["b", "B", "a"]) == ['a', 'b', 'B']
assert sort_mixed_values([[1], None, 1.0, "z"]) == [1.0, 'z', [1], None]
assert sort_mixed_values([False, None, True]) == [False, None, True]
assert sort_mixed_values(["10", 9, "9"]) == [9, '10', '9']
assert sort_mixed_values([2, 1.5, 1, 2.0]) == [1, 1.5, 2, 2.0]
