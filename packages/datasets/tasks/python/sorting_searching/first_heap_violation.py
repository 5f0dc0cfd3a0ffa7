# query: Check a list against the binary heap property, where kind is "min" (every item no larger than its children at
#   2i+1 and 2i+2) or "max" (no smaller). Return the index of the first child, scanning left to right, that breaks the
#   property with its parent, or -1 if the whole list is a valid heap.
# entry_point: first_heap_violation
# example: first_heap_violation([1, 0], "min") == 1
# example: first_heap_violation([9, 4, 7], "max") == -1

def first_heap_violation(values, kind):
    for child in range(1, len(values)):
        parent = (child - 1) // 2
        if kind == "min" and values[child] < values[parent]:
            return child
        if kind == "max" and values[child] > values[parent]:
            return child
    return -1


# tests
assert first_heap_violation([1, 5, 2, 6, 7, 3], "min") == -1
assert first_heap_violation([1, 3, 2, 7, 2, 5], "min") == 4
assert first_heap_violation([1, 3, 2, 7, 4, 1], "min") == 5
assert first_heap_violation([], "min") == -1
assert first_heap_violation([5], "max") == -1
assert first_heap_violation([2, 2, 2], "min") == -1
assert first_heap_violation([8, 6, 7, 6, 7], "max") == 4
assert first_heap_violation([8, 6, 7, 2, 1, 9], "max") == 5
assert first_heap_violation([3, 1, 2], "min") == 1
assert first_heap_violation([3, 1, 2], "max") == -1
