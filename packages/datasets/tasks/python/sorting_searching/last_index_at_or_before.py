# query: In an ascending sorted list (duplicates allowed), find the index of the last value that is less
#   than or equal to the target using binary search. Return -1 when every value is greater or the list is empty.
# entry_point: last_index_at_or_before
# example: last_index_at_or_before([1, 3, 5, 7], 6) == 2
# example: last_index_at_or_before([2, 4, 4, 8], 4) == 2

def last_index_at_or_before(values, target):
    low = 0
    high = len(values) - 1
    answer = -1
    while low <= high:
        middle = (low + high) // 2
        if values[middle] <= target:
            answer = middle
            low = middle + 1
        else:
            high = middle - 1
    return answer


# tests
assert last_index_at_or_before([10, 20, 30, 40], 25) == 1
assert last_index_at_or_before([10, 20, 30, 40], 30) == 2
assert last_index_at_or_before([10, 20, 30, 40], 5) == -1
assert last_index_at_or_before([10, 20, 30, 40], 99) == 3
assert last_index_at_or_before([], 1) == -1
assert last_index_at_or_before([1, 2, 2, 2, 3], 2) == 3
assert last_index_at_or_before([7], 7) == 0
assert last_index_at_or_before([-9, -4, -4, 0], -4) == 2
assert last_index_at_or_before([1, 2, 3, 4, 5, 6, 7, 8, 9], 1) == 0
