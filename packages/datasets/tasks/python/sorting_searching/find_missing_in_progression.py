# query: An arithmetic progression of integers with exactly one interior term removed is given in order (at least three
#   terms remain). Find the missing term by binary search on the indices; the common difference is the total span
#   divided by the number of terms given, and it may be negative.
# entry_point: find_missing_in_progression
# example: find_missing_in_progression([2, 4, 8]) == 6
# example: find_missing_in_progression([10, 7, 1]) == 4

def find_missing_in_progression(values):
    step = (values[-1] - values[0]) // len(values)
    low = 0
    high = len(values) - 1
    while low < high:
        middle = (low + high) // 2
        if values[middle] == values[0] + middle * step:
            low = middle + 1
        else:
            high = middle
    return values[0] + low * step


# tests
assert find_missing_in_progression([1, 3, 5, 9, 11]) == 7
assert find_missing_in_progression([1, 5, 7, 9, 11]) == 3
assert find_missing_in_progression([1, 3, 5, 7, 11]) == 9
assert find_missing_in_progression([0, 10, 15]) == 5
assert find_missing_in_progression([20, 15, 5, 0]) == 10
assert find_missing_in_progression([-9, -6, -3, 3, 6, 9, 12]) == 0
assert find_missing_in_progression([100, 300, 400, 500, 600, 700, 800, 900]) == 200
assert find_missing_in_progression([5, 8, 11, 14, 17, 20, 23, 29]) == 26
