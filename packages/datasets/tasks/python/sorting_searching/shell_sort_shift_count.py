# query: Shell-sort a copy of a list using the given gap sequence in order (one gapped insertion-sort pass per
#   gap) and return (resulting list, number of element shifts performed). The result is fully sorted only when
#   the last gap is 1. Return None if any gap is less than 1.
# entry_point: shell_sort_shift_count
# example: shell_sort_shift_count([3, 2, 1], [1]) == ([1, 2, 3], 3)
# example: shell_sort_shift_count([1, 2, 4, 3], [1]) == ([1, 2, 3, 4], 1)

def shell_sort_shift_count(values, gaps):
    items = list(values)
    shifts = 0
    for gap in gaps:
        if gap < 1:
            return None
        for index in range(gap, len(items)):
            current = items[index]
            position = index
            while position >= gap and items[position - gap] > current:
                items[position] = items[position - gap]
                position -= gap
                shifts += 1
            items[position] = current
    return (items, shifts)


# tests
assert shell_sort_shift_count([5, 4, 3, 2, 1], [1]) == ([1, 2, 3, 4, 5], 10)
assert shell_sort_shift_count([5, 4, 3, 2, 1], [2, 1]) == ([1, 2, 3, 4, 5], 4)
assert shell_sort_shift_count([], [1]) == ([], 0)
assert shell_sort_shift_count([3, 1, 2], []) == ([3, 1, 2], 0)
assert shell_sort_shift_count([1, 2, 3], [0]) is None
assert shell_sort_shift_count([4, 3, 2, 1], [3]) == ([1, 3, 2, 4], 1)
assert shell_sort_shift_count([2, 2, 1], [1]) == ([1, 2, 2], 2)
assert shell_sort_shift_count([9, 1, 8, 2, 7, 3], [3, 1]) == ([1, 2, 3, 7, 8, 9], 5)
assert shell_sort_shift_count([6, 5, 4, 3, 2, 1, 0], [4]) == ([2, 1, 0, 3, 6, 5, 4], 3)
