# query: Find the longest contiguous stretch of a list that never decreases and return it as a
#   (start index, length) pair; the earliest stretch wins ties. An empty list gives (0, 0).
# entry_point: longest_sorted_run
# example: longest_sorted_run([3, 4, 1, 2, 3, 0]) == (2, 3)
# example: longest_sorted_run([9, 1, 1, 2]) == (1, 3)

def longest_sorted_run(values):
    if not values:
        return (0, 0)
    best_start = 0
    best_length = 1
    start = 0
    for index in range(1, len(values)):
        if values[index] < values[index - 1]:
            start = index
        length = index - start + 1
        if length > best_length:
            best_start = start
            best_length = length
    return (best_start, best_length)


# tests
assert longest_sorted_run([1, 2, 3, 1, 2]) == (0, 3)
assert longest_sorted_run([5, 1, 2, 3, 4]) == (1, 4)
assert longest_sorted_run([]) == (0, 0)
assert longest_sorted_run([7]) == (0, 1)
assert longest_sorted_run([3, 2, 1]) == (0, 1)
assert longest_sorted_run([1, 2, 1, 2]) == (0, 2)
assert longest_sorted_run([2, 2, 2]) == (0, 3)
assert longest_sorted_run([4, 5, 1, 1, 6, 0]) == (2, 3)
assert longest_sorted_run([-3, -1, -2, 0, 5, 9]) == (2, 4)
