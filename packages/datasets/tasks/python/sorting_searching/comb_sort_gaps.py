# query: Sort a list ascending with comb sort and return the sorted list plus the sequence of gaps used per pass. The
#   gap starts at the list length and each pass first shrinks it to gap * 10 // 13 (never below 1); passes stop after a
#   gap-1 pass that swaps nothing. A list shorter than two items is returned with no passes.
# entry_point: comb_sort_gaps
# example: comb_sort_gaps([2, 1]) == ([1, 2], [1, 1])
# example: comb_sort_gaps([1]) == ([1], [])

def comb_sort_gaps(values):
    items = list(values)
    if len(items) < 2:
        return (items, [])
    gap = len(items)
    gaps = []
    swapped = True
    while gap > 1 or swapped:
        gap = max(1, gap * 10 // 13)
        gaps.append(gap)
        swapped = False
        for i in range(len(items) - gap):
            if items[i] > items[i + gap]:
                items[i], items[i + gap] = items[i + gap], items[i]
                swapped = True
    return (items, gaps)


# tests
assert comb_sort_gaps([]) == ([], [])
assert comb_sort_gaps([7]) == ([7], [])
assert comb_sort_gaps([3, 2, 1]) == ([1, 2, 3], [2, 1])
assert comb_sort_gaps([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) == ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [7, 5, 3, 2, 1])
assert comb_sort_gaps([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]) == ([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [7, 5, 3, 2, 1, 1])
assert comb_sort_gaps([5, 1, 4, 2, 3]) == ([1, 2, 3, 4, 5], [3, 2, 1, 1])
assert comb_sort_gaps([2, 2, 1, 1]) == ([1, 1, 2, 2], [3, 2, 1, 1])
assert comb_sort_gaps([0, -4, 8, 3, -1, 6, 2]) == ([-4, -1, 0, 2, 3, 6, 8], [5, 3, 2, 1, 1])
assert comb_sort_gaps([1, 2]) == ([1, 2], [1])
