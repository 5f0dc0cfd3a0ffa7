# query: Sort a list of integers that all lie within a known inclusive range [low, high] by counting
#   occurrences of each value. Return None if any value falls outside the range.
# entry_point: counting_sort_bounded
# example: counting_sort_bounded([4, 2, 3, 2], 2, 4) == [2, 2, 3, 4]
# example: counting_sort_bounded([1, 0, 1], 0, 1) == [0, 1, 1]

def counting_sort_bounded(values, low, high):
    counts = [0] * (high - low + 1)
    for value in values:
        if value < low or value > high:
            return None
        counts[value - low] += 1
    result = []
    for offset in range(len(counts)):
        result.extend([offset + low] * counts[offset])
    return result


# tests
assert counting_sort_bounded([3, 1, 2, 3], 1, 3) == [1, 2, 3, 3]
assert counting_sort_bounded([], 0, 5) == []
assert counting_sort_bounded([5, -2, 0, -2], -2, 5) == [-2, -2, 0, 5]
assert counting_sort_bounded([4, 6], 4, 5) is None
assert counting_sort_bounded([3], 4, 9) is None
assert counting_sort_bounded([7, 7, 7], 7, 7) == [7, 7, 7]
assert counting_sort_bounded([9, 0, 4], 0, 9) == [0, 4, 9]
assert counting_sort_bounded([2, 1], 1, 2) == [1, 2]
