# query: Bubble-sort a copy of a list in ascending order and return (sorted list, number of passes that performed
#   at least one swap of adjacent elements). An already sorted list (including empty or all-equal lists) needs
#   0 passes.
# entry_point: bubble_sort_pass_count
# example: bubble_sort_pass_count([4, 3, 2, 1]) == ([1, 2, 3, 4], 3)
# example: bubble_sort_pass_count([2, 1, 3]) == ([1, 2, 3], 1)

def bubble_sort_pass_count(values):
    items = list(values)
    passes = 0
    end = len(items) - 1
    while end > 0:
        swapped = False
        for index in range(end):
            if items[index] > items[index + 1]:
                items[index], items[index + 1] = items[index + 1], items[index]
                swapped = True
        if not swapped:
            break
        passes += 1
        end -= 1
    return (items, passes)


# tests
assert bubble_sort_pass_count([]) == ([], 0)
assert bubble_sort_pass_count([1]) == ([1], 0)
assert bubble_sort_pass_count([1, 2, 3]) == ([1, 2, 3], 0)
assert bubble_sort_pass_count([2, 1]) == ([1, 2], 1)
assert bubble_sort_pass_count([3, 2, 1]) == ([1, 2, 3], 2)
assert bubble_sort_pass_count([5, 1, 2, 3, 4]) == ([1, 2, 3, 4, 5], 1)
assert bubble_sort_pass_count([2, 3, 4, 5, 1]) == ([1, 2, 3, 4, 5], 4)
assert bubble_sort_pass_count([1, 1, 1]) == ([1, 1, 1], 0)
assert bubble_sort_pass_count([2, 2, 1]) == ([1, 2, 2], 2)
assert bubble_sort_pass_count([1, 3, 2, 4]) == ([1, 2, 3, 4], 1)
