# query: Stable-sort a list of (key, label) pairs by ascending key with a bidirectional bubble sort that
#   alternates forward and backward passes and stops once a pass makes no swap. Pairs with equal keys keep
#   their original order; return a new list.
# entry_point: cocktail_shaker_sort
# example: cocktail_shaker_sort([(3, "c"), (1, "a"), (2, "b")]) == [(1, "a"), (2, "b"), (3, "c")]
# example: cocktail_shaker_sort([(2, "x"), (1, "y"), (2, "z")]) == [(1, "y"), (2, "x"), (2, "z")]

def cocktail_shaker_sort(pairs):
    items = list(pairs)
    start = 0
    end = len(items) - 1
    swapped = True
    while swapped:
        swapped = False
        for index in range(start, end):
            if items[index][0] > items[index + 1][0]:
                items[index], items[index + 1] = items[index + 1], items[index]
                swapped = True
        if not swapped:
            break
        end -= 1
        swapped = False
        for index in range(end - 1, start - 1, -1):
            if items[index][0] > items[index + 1][0]:
                items[index], items[index + 1] = items[index + 1], items[index]
                swapped = True
        start += 1
    return items


# tests
assert cocktail_shaker_sort([(5, "a"), (1, "b"), (4, "c"), (2, "d"), (8, "e"), (0, "f")]) == [(0, "f"), (1, "b"), (2, "d"), (4, "c"), (5, "a"), (8, "e")]
assert cocktail_shaker_sort([]) == []
assert cocktail_shaker_sort([(1, "a"), (1, "b"), (2, "c")]) == [(1, "a"), (1, "b"), (2, "c")]
assert cocktail_shaker_sort([(1, "x")]) == [(1, "x")]
assert cocktail_shaker_sort([(0, "a"), (1, "b"), (0, "c")]) == [(0, "a"), (0, "c"), (1, "b")]
assert cocktail_shaker_sort([(1, "a"), (1, "b"), (1, "c")]) == [(1, "a"), (1, "b"), (1, "c")]
assert cocktail_shaker_sort([(4, "a"), (3, "b"), (2, "c"), (1, "d")]) == [(1, "d"), (2, "c"), (3, "b"), (4, "a")]
assert cocktail_shaker_sort([(2, "a"), (3, "b"), (4, "c"), (5, "d"), (1, "e")]) == [(1, "e"), (2, "a"), (3, "b"), (4, "c"), (5, "d")]
assert cocktail_shaker_sort([(3, "p"), (3, "q"), (-1, "r"), (3, "s")]) == [(-1, "r"), (3, "p"), (3, "q"), (3, "s")]
assert cocktail_shaker_sort([(6, "a"), (1, "b"), (2, "c"), (3, "d"), (0, "e")]) == [(0, "e"), (1, "b"), (2, "c"), (3, "d"), (6, "a")]
