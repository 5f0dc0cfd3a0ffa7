# query: Sort a list ascending with odd-even transposition sort: each round compares pairs starting at even indices,
#   then pairs starting at odd indices, swapping out-of-order neighbours. Return the sorted list and the number of
#   rounds run, where the final round is the first one that swaps nothing (an empty or one-item list takes 1 round).
# entry_point: odd_even_sort_rounds
# example: odd_even_sort_rounds([1, 2, 3]) == ([1, 2, 3], 1)
# example: odd_even_sort_rounds([2, 1, 3]) == ([1, 2, 3], 2)

def odd_even_sort_rounds(values):
    items = list(values)
    rounds = 0
    while True:
        rounds += 1
        swapped = False
        for start in (0, 1):
            for i in range(start, len(items) - 1, 2):
                if items[i] > items[i + 1]:
                    items[i], items[i + 1] = items[i + 1], items[i]
                    swapped = True
        if not swapped:
            return (items, rounds)


# tests
assert odd_even_sort_rounds([]) == ([], 1)
assert odd_even_sort_rounds([4]) == ([4], 1)
assert odd_even_sort_rounds([1, 2, 3, 4]) == ([1, 2, 3, 4], 1)
assert odd_even_sort_rounds([2, 1]) == ([1, 2], 2)
assert odd_even_sort_rounds([1, 3, 2]) == ([1, 2, 3], 2)
assert odd_even_sort_rounds([4, 3, 2, 1]) == ([1, 2, 3, 4], 3)
assert odd_even_sort_rounds([5, 1, 4, 2, 3]) == ([1, 2, 3, 4, 5], 3)
assert odd_even_sort_rounds([3, 3, 1]) == ([1, 3, 3], 3)
assert odd_even_sort_rounds([-1, -3, -2, 0]) == ([-3, -2, -1, 0], 2)
