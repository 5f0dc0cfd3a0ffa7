# query: Sort a list ascending with selection sort and return the sorted copy together with the number of swaps
#   made. A swap is counted only when the smallest remaining value (its first occurrence) is not already in place;
#   the input list is left unchanged.
# entry_point: selection_sort_swaps
# example: selection_sort_swaps([3, 1, 2]) == ([1, 2, 3], 2)
# example: selection_sort_swaps([1, 2]) == ([1, 2], 0)

def selection_sort_swaps(values):
    items = list(values)
    swaps = 0
    for i in range(len(items) - 1):
        smallest = i
        for j in range(i + 1, len(items)):
            if items[j] < items[smallest]:
                smallest = j
        if smallest != i:
            items[i], items[smallest] = items[smallest], items[i]
            swaps += 1
    return (items, swaps)


# tests
assert selection_sort_swaps([]) == ([], 0)
assert selection_sort_swaps([5]) == ([5], 0)
assert selection_sort_swaps([2, 1]) == ([1, 2], 1)
assert selection_sort_swaps([4, 3, 2, 1]) == ([1, 2, 3, 4], 2)
assert selection_sort_swaps([1, 2, 3, 4]) == ([1, 2, 3, 4], 0)
assert selection_sort_swaps([2, 1, 1]) == ([1, 1, 2], 2)
assert selection_sort_swaps([5, -3, 0, -3]) == ([-3, -3, 0, 5], 2)
assert selection_sort_swaps([3, 1, 2, 5, 4]) == ([1, 2, 3, 4, 5], 3)
assert (lambda data: (selection_sort_swaps(data), data))([2, 1, 3]) == (([1, 2, 3], 1), [2, 1, 3])
