# query: Choose a quicksort pivot by the median-of-three rule: look at the first, middle (index (len - 1) // 2) and last
#   items and return the index of the one whose value lies between the other two. Ties go to the earliest of those
#   positions holding the median value; an empty list gives -1.
# entry_point: median_of_three_index
# example: median_of_three_index([9, 1, 5]) == 2
# example: median_of_three_index([3, 4, 5]) == 1

def median_of_three_index(values):
    if not values:
        return -1
    middle = (len(values) - 1) // 2
    candidates = [(values[0], 0), (values[middle], middle), (values[-1], len(values) - 1)]
    for value, index in candidates:
        smaller = sum(1 for other, _ in candidates if other < value)
        larger = sum(1 for other, _ in candidates if other > value)
        if smaller <= 1 and larger <= 1:
            return index


# tests
assert median_of_three_index([]) == -1
assert median_of_three_index([7]) == 0
assert median_of_three_index([8, 2]) == 0
assert median_of_three_index([1, 9, 8, 7, 5]) == 4
assert median_of_three_index([5, 9, 1, 7, 3]) == 4
assert median_of_three_index([2, 0, 4, 6, 1, 3]) == 5
assert median_of_three_index([4, 0, 4, 0, 1]) == 0
assert median_of_three_index([9, 5, 1]) == 1
assert median_of_three_index([-1, 0, -9, 5, -5]) == 4
assert median_of_three_index([3, 2, 1, 0]) == 1
