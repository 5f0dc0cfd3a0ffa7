# query: Rotate a list to the right by a number of positions, moving elements that fall off the end
#   to the front; a negative amount rotates left, amounts larger than the length wrap around, and an
#   empty list gives an empty list. Returns a new list.
# entry_point: rotate_items
# example: rotate_items([1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]
# example: rotate_items(["a", "b", "c"], -1) == ["b", "c", "a"]

def rotate_items(items, amount):
    length = len(items)
    if length == 0:
        return []
    shift = amount % length
    return items[length - shift:] + items[:length - shift]


# tests
assert rotate_items([1, 2, 3, 4], 1) == [4, 1, 2, 3]
assert rotate_items([1, 2, 3, 4], 0) == [1, 2, 3, 4]
assert rotate_items([1, 2, 3, 4], 4) == [1, 2, 3, 4]
assert rotate_items([1, 2, 3, 4], 6) == [3, 4, 1, 2]
assert rotate_items([1, 2, 3, 4], -1) == [2, 3, 4, 1]
assert rotate_items([], 3) == []
assert rotate_items([9], 7) == [9]
assert rotate_items([1, 2, 3], 2) == [2, 3, 1]
