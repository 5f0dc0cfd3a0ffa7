# query: Return the median of a list of numbers (in any order): the middle value for an odd count, or the
#   mean of the two middle values for an even count. Returns None for an empty list.
# entry_point: median_of
# example: median_of([8, 2, 5]) == 5
# example: median_of([1, 2, 3, 4]) == 2.5

def median_of(values):
    if not values:
        return None
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2 == 1:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2


# tests
assert median_of([]) is None
assert median_of([5]) == 5
assert median_of([3, 1, 2]) == 2
assert median_of([4, 1, 3, 2]) == 2.5
assert median_of([1, 1, 1, 10]) == 1
assert median_of([-5, -1]) == -3
assert median_of([7, 3]) == 5
assert median_of([2, 9, 4, 7, 1]) == 4
assert median_of([6, 5, 4, 3, 2, 1]) == 3.5
