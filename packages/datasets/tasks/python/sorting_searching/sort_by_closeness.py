# query: Order numbers by how close they are to a reference value, nearest first, using a stable insertion sort. When
#   two numbers are equally far away the smaller one comes first; equal numbers keep their order.
# entry_point: sort_by_closeness
# example: sort_by_closeness([1, 5, 9], 6) == [5, 9, 1]
# example: sort_by_closeness([4, 6], 5) == [4, 6]

def sort_by_closeness(values, reference):
    result = []
    for value in values:
        key = (abs(value - reference), value)
        position = len(result)
        while position > 0:
            previous = result[position - 1]
            if (abs(previous - reference), previous) <= key:
                break
            position -= 1
        result.insert(position, value)
    return result


# tests
assert sort_by_closeness([], 3) == []
assert sort_by_closeness([10, 1, 7, 3], 5) == [3, 7, 1, 10]
assert sort_by_closeness([8, 2, 5], 5) == [5, 2, 8]
assert sort_by_closeness([7, 3, 3, 7], 5) == [3, 3, 7, 7]
assert sort_by_closeness([-4, 4, 0], -1) == [0, -4, 4]
assert sort_by_closeness([100, -100, 50], 0) == [50, -100, 100]
assert sort_by_closeness([2, 1], 0) == [1, 2]
assert sort_by_closeness([1, 2, 3, 4], 10) == [4, 3, 2, 1]
