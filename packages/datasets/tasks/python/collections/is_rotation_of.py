# query: Check whether one list is a cyclic rotation of another, meaning it can be obtained by moving
#   some number of leading elements to the end. Lists of different lengths are never rotations; two
#   empty lists are.
# entry_point: is_rotation_of
# example: is_rotation_of([1, 2, 3, 4], [3, 4, 1, 2]) == True
# example: is_rotation_of([1, 2, 3], [1, 3, 2]) == False

def is_rotation_of(first, second):
    length = len(first)
    if length != len(second):
        return False
    if length == 0:
        return True
    for shift in range(length):
        matched = True
        for index in range(length):
            if first[(index + shift) % length] != second[index]:
                matched = False
                break
        if matched:
            return True
    return False


# tests
assert is_rotation_of([], []) is True
assert is_rotation_of([1, 2, 3], [1, 2, 3]) is True
assert is_rotation_of([1, 2, 3], [2, 3, 1]) is True
assert is_rotation_of([1, 2, 3], [3, 1, 2]) is True
assert is_rotation_of([1, 2, 3], [3, 2, 1]) is False
assert is_rotation_of([1, 2], [1, 2, 1]) is False
assert is_rotation_of([1, 1, 2], [1, 2, 1]) is True
assert is_rotation_of([1, 1, 2], [1, 2, 2]) is False
assert is_rotation_of([1], []) is False
assert is_rotation_of([4, 5, 6, 7], [7, 4, 5, 6]) is True
