# query: Pancake-sort a list ascending and return the prefix lengths flipped, in order. For each size from the full
#   length down to 2, the largest of the first `size` items (its last occurrence) is flipped to the front unless it is
#   already there, then the first `size` items are flipped; a size whose largest item is already last needs no flips.
# entry_point: pancake_sort_flips
# example: pancake_sort_flips([1, 3, 2]) == [2, 3, 2]
# example: pancake_sort_flips([1, 2, 3]) == []

def pancake_sort_flips(values):
    items = list(values)
    flips = []
    for size in range(len(items), 1, -1):
        largest = 0
        for index in range(1, size):
            if items[index] >= items[largest]:
                largest = index
        if largest == size - 1:
            continue
        if largest > 0:
            items[:largest + 1] = items[largest::-1]
            flips.append(largest + 1)
        items[:size] = items[size - 1::-1]
        flips.append(size)
    return flips


# tests
assert pancake_sort_flips([]) == []
assert pancake_sort_flips([4]) == []
assert pancake_sort_flips([2, 1]) == [2]
assert pancake_sort_flips([3, 1, 2]) == [3, 2]
assert pancake_sort_flips([2, 2]) == []
assert pancake_sort_flips([1, 5, 4, 2, 3]) == [2, 5, 3, 4, 2, 3, 2]
assert pancake_sort_flips([4, 3, 2, 1]) == [4]
assert pancake_sort_flips([2, 3, 1, 3]) == [2, 3]
assert pancake_sort_flips([-1, -5, 0, 2]) == [2]
