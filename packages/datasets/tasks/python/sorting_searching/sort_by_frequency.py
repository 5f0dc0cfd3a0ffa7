# query: Reorder a list so that values occurring more often come first, with ties between equally frequent
#   values broken by smaller value first. Every occurrence is kept, grouped together.
# entry_point: sort_by_frequency
# example: sort_by_frequency([1, 2, 2, 3, 3, 3]) == [3, 3, 3, 2, 2, 1]
# example: sort_by_frequency([6, 5, 6, 5]) == [5, 5, 6, 6]

def sort_by_frequency(values):
    counts = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    ordered = sorted(counts, key=lambda value: (-counts[value], value))
    result = []
    for value in ordered:
        result.extend([value] * counts[value])
    return result


# tests
assert sort_by_frequency([4, 1, 4, 2, 2, 4]) == [4, 4, 4, 2, 2, 1]
assert sort_by_frequency([]) == []
assert sort_by_frequency([3, 1, 2]) == [1, 2, 3]
assert sort_by_frequency([5, 5, -1, -1, 0]) == [-1, -1, 5, 5, 0]
assert sort_by_frequency([7]) == [7]
assert sort_by_frequency([0, 0, 1]) == [0, 0, 1]
assert sort_by_frequency([2, 3, 3, 2, 1]) == [2, 2, 3, 3, 1]
assert sort_by_frequency([9, 8, 8, 9, 9]) == [9, 9, 9, 8, 8]
