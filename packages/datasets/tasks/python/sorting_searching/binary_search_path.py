# query: Binary search an ascending sorted list for a target and return the list of indices probed, in order, ending with
#   the index of the target when it is found. Use the lower middle index (low + high) // 2 of the current range.
# entry_point: binary_search_path
# example: binary_search_path([1, 2, 3], 2) == [1]
# example: binary_search_path([1, 2, 3], 3) == [1, 2]

def binary_search_path(values, target):
    path = []
    low = 0
    high = len(values) - 1
    while low <= high:
        middle = (low + high) // 2
        path.append(middle)
        if values[middle] == target:
            break
        if values[middle] < target:
            low = middle + 1
        else:
            high = middle - 1
    return path


# tests
assert binary_search_path([], 4) == []
assert binary_search_path([5], 5) == [0]
assert binary_search_path([5], 9) == [0]
assert binary_search_path([10, 20, 30, 40, 50, 60, 70], 70) == [3, 5, 6]
assert binary_search_path([10, 20, 30, 40, 50, 60, 70], 10) == [3, 1, 0]
assert binary_search_path([10, 20, 30, 40, 50, 60, 70], 25) == [3, 1, 2]
assert binary_search_path([10, 20, 30, 40, 50, 60, 70], 60) == [3, 5]
assert binary_search_path([10, 20, 30, 40, 50, 60, 70, 80], 80) == [3, 5, 6, 7]
assert binary_search_path([-9, -4, 0, 3], -4) == [1]
assert binary_search_path([-9, -4, 0, 3], 1) == [1, 2, 3]
