# query: Rearrange a list around a pivot value: first the values smaller than the pivot, then the values
#   equal to it, then the larger ones. Each group keeps the original relative order; return a new list.
# entry_point: three_way_partition
# example: three_way_partition([4, 1, 3, 5, 3], 3) == [1, 3, 3, 4, 5]
# example: three_way_partition([2, 9, 1], 5) == [2, 1, 9]

def three_way_partition(values, pivot):
    smaller = []
    equal = []
    larger = []
    for value in values:
        if value < pivot:
            smaller.append(value)
        elif value == pivot:
            equal.append(value)
        else:
            larger.append(value)
    return smaller + equal + larger


# tests
assert three_way_partition([5, 1, 4, 3, 2, 3], 3) == [1, 2, 3, 3, 5, 4]
assert three_way_partition([], 3) == []
assert three_way_partition([7, 8, 9], 1) == [7, 8, 9]
assert three_way_partition([7, 8, 9], 10) == [7, 8, 9]
assert three_way_partition([2, 2, 2], 2) == [2, 2, 2]
assert three_way_partition([9, 2, 8, 1], 5) == [2, 1, 9, 8]
assert three_way_partition([0, -1, 1, 0], 0) == [-1, 0, 0, 1]
assert three_way_partition([6, 4, 5, 5, 3], 5) == [4, 3, 5, 5, 6]
