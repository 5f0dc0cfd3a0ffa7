# query: Apply one Lomuto partition step to a copy of a list with its last element as the pivot: scanning left to right,
#   each value less than or equal to the pivot is swapped into the next slot of a growing front region, and finally the
#   pivot is swapped in right after that region. Return the rearranged list and the pivot's final index; an empty list
#   gives ([], -1).
# entry_point: lomuto_partition
# example: lomuto_partition([3, 1, 2]) == ([1, 2, 3], 1)
# example: lomuto_partition([1, 2, 3]) == ([1, 2, 3], 2)

def lomuto_partition(values):
    items = list(values)
    if not items:
        return ([], -1)
    pivot = items[-1]
    boundary = 0
    for index in range(len(items) - 1):
        if items[index] <= pivot:
            items[boundary], items[index] = items[index], items[boundary]
            boundary += 1
    items[boundary], items[-1] = items[-1], items[boundary]
    return (items, boundary)


# tests
assert lomuto_partition([]) == ([], -1)
assert lomuto_partition([5]) == ([5], 0)
assert lomuto_partition([7, 2, 9, 4, 5]) == ([2, 4, 5, 7, 9], 2)
assert lomuto_partition([9, 8, 7, 1]) == ([1, 8, 7, 9], 0)
assert lomuto_partition([1, 8, 7, 9]) == ([1, 8, 7, 9], 3)
assert lomuto_partition([4, 6, 4, 1, 4]) == ([4, 4, 1, 4, 6], 3)
assert lomuto_partition([2, 1]) == ([1, 2], 0)
assert lomuto_partition([-3, 5, -8, 0, -1]) == ([-3, -8, -1, 0, 5], 2)
assert lomuto_partition([6, 6, 6]) == ([6, 6, 6], 2)
