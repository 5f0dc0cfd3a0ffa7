# query: Count how many values of an ascending sorted list lie in the inclusive range from low to high,
#   using binary search. Duplicates are counted individually; return 0 when low is greater than high.
# entry_point: count_within_sorted_range
# example: count_within_sorted_range([2, 4, 6, 8, 10], 4, 8) == 3
# example: count_within_sorted_range([1, 1, 2, 5], 1, 2) == 3

def count_within_sorted_range(values, low, high):
    if low > high:
        return 0

    def first_index(predicate):
        left = 0
        right = len(values)
        while left < right:
            middle = (left + right) // 2
            if predicate(values[middle]):
                right = middle
            else:
                left = middle + 1
        return left

    start = first_index(lambda value: value >= low)
    stop = first_index(lambda value: value > high)
    return stop - start


# tests
assert count_within_sorted_range([1, 3, 5, 7, 9], 3, 7) == 3
assert count_within_sorted_range([1, 3, 5, 7, 9], 4, 6) == 1
assert count_within_sorted_range([1, 2, 2, 2, 3], 2, 2) == 3
assert count_within_sorted_range([], 0, 10) == 0
assert count_within_sorted_range([1, 2, 3], 3, 1) == 0
assert count_within_sorted_range([1, 2, 3], 10, 20) == 0
assert count_within_sorted_range([-8, -4, 0, 4, 8], -5, 0) == 2
assert count_within_sorted_range([5, 6, 7, 8, 9, 10, 11, 12], 0, 100) == 8
assert count_within_sorted_range([1, 2, 3, 4, 5, 6, 7, 8, 9], 2, 8) == 7
assert count_within_sorted_range([3, 7], 4, 8) == 1
