# query: Return the second largest distinct value of a list in a single pass. Return None when the list has
#   fewer than two distinct values.
# entry_point: second_largest_distinct
# example: second_largest_distinct([10, 20, 30]) == 20
# example: second_largest_distinct([8, 8, 6, 7]) == 7

def second_largest_distinct(values):
    largest = None
    second = None
    for value in values:
        if largest is None or value > largest:
            if largest is not None:
                second = largest
            largest = value
        elif value != largest and (second is None or value > second):
            second = value
    return second


# tests
assert second_largest_distinct([3, 1, 2]) == 2
assert second_largest_distinct([5, 5, 4]) == 4
assert second_largest_distinct([5, 5]) is None
assert second_largest_distinct([]) is None
assert second_largest_distinct([7]) is None
assert second_largest_distinct([1, 2, 3, 4]) == 3
assert second_largest_distinct([4, 3, 2, 1]) == 3
assert second_largest_distinct([-2, -1, -3]) == -2
assert second_largest_distinct([2, 3, 3, 1]) == 2
assert second_largest_distinct([1, 5, 2, 5, 3]) == 3
