# query: Sort a list ascending with gnome sort (step forward while neighbours are in order, otherwise swap them and
#   step back) and return the sorted list and the number of adjacent swaps performed. Equal neighbours are never
#   swapped.
# entry_point: gnome_sort_swaps
# example: gnome_sort_swaps([2, 1, 3]) == ([1, 2, 3], 1)
# example: gnome_sort_swaps([3, 2, 1]) == ([1, 2, 3], 3)

def gnome_sort_swaps(values):
    items = list(values)
    swaps = 0
    position = 1
    while position < len(items):
        if position == 0 or items[position - 1] <= items[position]:
            position += 1
        else:
            items[position - 1], items[position] = items[position], items[position - 1]
            swaps += 1
            position -= 1
    return (items, swaps)


# tests
assert gnome_sort_swaps([]) == ([], 0)
assert gnome_sort_swaps([9]) == ([9], 0)
assert gnome_sort_swaps([1, 2, 3, 4]) == ([1, 2, 3, 4], 0)
assert gnome_sort_swaps([4, 3, 2, 1]) == ([1, 2, 3, 4], 6)
assert gnome_sort_swaps([2, 2, 1]) == ([1, 2, 2], 2)
assert gnome_sort_swaps([5, 1, 4, 2]) == ([1, 2, 4, 5], 4)
assert gnome_sort_swaps([0, -2, 7, -2]) == ([-2, -2, 0, 7], 3)
assert gnome_sort_swaps([1, 3, 2]) == ([1, 2, 3], 1)
