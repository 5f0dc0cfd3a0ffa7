# query: For every value of a list, count how many values in the whole list are strictly smaller than it,
#   and return the counts in input order. Equal values get equal counts.
# entry_point: count_smaller_each
# example: count_smaller_each([5, 2, 9]) == [1, 0, 2]
# example: count_smaller_each([1, 3, 3, 2]) == [0, 2, 2, 1]

def count_smaller_each(values):
    ordered = sorted(values)
    first_position = {}
    for index in range(len(ordered)):
        if ordered[index] not in first_position:
            first_position[ordered[index]] = index
    return [first_position[value] for value in values]


# tests
assert count_smaller_each([8, 1, 2, 2, 3]) == [4, 0, 1, 1, 3]
assert count_smaller_each([]) == []
assert count_smaller_each([5]) == [0]
assert count_smaller_each([7, 7, 7]) == [0, 0, 0]
assert count_smaller_each([3, 2, 1]) == [2, 1, 0]
assert count_smaller_each([-1, -1, 0, -5]) == [1, 1, 3, 0]
assert count_smaller_each([10, 20, 10, 30]) == [0, 2, 0, 3]
