# query: Choose a pivot with the median-of-medians rule: split the values into groups of five (the last group may be
#   smaller), take each group's median (the lower middle of the sorted group when its size is even), and repeat on the
#   medians until one value remains. Return that value, or None for an empty list.
# entry_point: median_of_medians_pivot
# example: median_of_medians_pivot([3, 1, 2]) == 2
# example: median_of_medians_pivot([4, 1]) == 1

def median_of_medians_pivot(values):
    if not values:
        return None
    current = list(values)
    while len(current) > 1:
        medians = []
        for start in range(0, len(current), 5):
            group = sorted(current[start:start + 5])
            medians.append(group[(len(group) - 1) // 2])
        current = medians
    return current[0]


# tests
assert median_of_medians_pivot([]) is None
assert median_of_medians_pivot([9]) == 9
assert median_of_medians_pivot([5, 4, 3, 2, 1]) == 3
assert median_of_medians_pivot([1, 2, 3, 4, 5, 6]) == 3
assert median_of_medians_pivot([12, 3, 5, 7, 4, 19, 26, 23, 8, 1, 15]) == 15
assert median_of_medians_pivot(list(range(25, 0, -1))) == 13
assert median_of_medians_pivot([7, 7, 1, 1, 7]) == 7
assert median_of_medians_pivot([-5, 10, 0, -20, 3, 8, -1]) == -1
assert median_of_medians_pivot([2, 1, 4, 3]) == 2
