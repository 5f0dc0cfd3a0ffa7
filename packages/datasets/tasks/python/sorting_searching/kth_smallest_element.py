# query: Return the k-th smallest value of an unsorted list (k counted from 1, duplicates counted
#   separately) without fully sorting it. Return None when k is less than 1 or greater than the list length.
# entry_point: kth_smallest_element
# example: kth_smallest_element([7, 2, 9, 4], 2) == 4
# example: kth_smallest_element([3, 3, 1], 3) == 3

def kth_smallest_element(values, k):
    if k < 1 or k > len(values):
        return None
    items = list(values)
    target = k - 1
    while True:
        pivot = items[len(items) // 2]
        lower = [value for value in items if value < pivot]
        equal_count = sum(1 for value in items if value == pivot)
        if target < len(lower):
            items = lower
        elif target < len(lower) + equal_count:
            return pivot
        else:
            target -= len(lower) + equal_count
            items = [value for value in items if value > pivot]


# tests
assert kth_smallest_element([3, 1, 2], 1) == 1
assert kth_smallest_element([3, 1, 2], 3) == 3
assert kth_smallest_element([5, 1, 4, 1, 3], 2) == 1
assert kth_smallest_element([5, 1, 4, 1, 3], 3) == 3
assert kth_smallest_element([7], 1) == 7
assert kth_smallest_element([-2, -8, 0], 2) == -2
assert kth_smallest_element([1, 2], 0) is None
assert kth_smallest_element([1, 2], 3) is None
assert kth_smallest_element([9, 2, 7, 4, 6, 4, 8], 5) == 7
assert kth_smallest_element([10, 20, 30, 40, 50, 60], 4) == 40
