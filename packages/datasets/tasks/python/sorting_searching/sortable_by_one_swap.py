# query: Decide whether a list can be sorted ascending by swapping one pair of items. Return the two indices to swap as
#   (i, j) with i < j, (-1, -1) if the list is already sorted, or None if a single swap cannot sort it.
# entry_point: sortable_by_one_swap
# example: sortable_by_one_swap([1, 3, 2]) == (1, 2)
# example: sortable_by_one_swap([1, 2, 3]) == (-1, -1)

def sortable_by_one_swap(values):
    target = sorted(values)
    mismatched = []
    for index in range(len(values)):
        if values[index] != target[index]:
            mismatched.append(index)
    if not mismatched:
        return (-1, -1)
    if len(mismatched) != 2:
        return None
    return (mismatched[0], mismatched[1])


# tests
assert sortable_by_one_swap([1, 5, 3, 4, 2]) == (1, 4)
assert sortable_by_one_swap([]) == (-1, -1)
assert sortable_by_one_swap([4, 4, 4]) == (-1, -1)
assert sortable_by_one_swap([2, 1]) == (0, 1)
assert sortable_by_one_swap([4, 3, 2, 1]) is None
assert sortable_by_one_swap([2, 3, 1]) is None
assert sortable_by_one_swap([1, 2, 4, 3]) == (2, 3)
assert sortable_by_one_swap([2, 1, 1]) == (0, 2)
assert sortable_by_one_swap([-1, -5, -3]) is None
assert sortable_by_one_swap([9, 2, 5, 7, 1]) == (0, 4)
