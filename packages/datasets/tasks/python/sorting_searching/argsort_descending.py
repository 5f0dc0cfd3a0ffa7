# query: Return the list of indices that orders a list of numbers from largest to smallest; indices of equal
#   values stay in increasing order (a stable sort of positions).
# entry_point: argsort_descending
# example: argsort_descending([10, 30, 20]) == [1, 2, 0]
# example: argsort_descending([4, 4, 9]) == [2, 0, 1]

def argsort_descending(values):
    indices = list(range(len(values)))
    for position in range(1, len(indices)):
        current = indices[position]
        scan = position - 1
        while scan >= 0 and values[indices[scan]] < values[current]:
            indices[scan + 1] = indices[scan]
            scan -= 1
        indices[scan + 1] = current
    return indices


# tests
assert argsort_descending([3, 1, 2]) == [0, 2, 1]
assert argsort_descending([1, 2, 3]) == [2, 1, 0]
assert argsort_descending([]) == []
assert argsort_descending([5]) == [0]
assert argsort_descending([2, 2, 1, 2]) == [0, 1, 3, 2]
assert argsort_descending([-1, -3, -2]) == [0, 2, 1]
assert argsort_descending([1, 3, 3, 2]) == [1, 2, 3, 0]
assert argsort_descending([0, 5, 0, 5]) == [1, 3, 0, 2]
