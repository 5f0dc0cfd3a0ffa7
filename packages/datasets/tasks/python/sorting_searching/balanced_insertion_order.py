# query: Give the order in which to insert ascending sorted keys into a plain binary search tree so that it ends up
#   balanced: visit ranges breadth-first, starting with the whole list, emitting each range's middle key (lower middle
#   for even sizes) and then queueing its left and right halves.
# entry_point: balanced_insertion_order
# example: balanced_insertion_order([1, 2, 3]) == [2, 1, 3]
# example: balanced_insertion_order([5, 6]) == [5, 6]

def balanced_insertion_order(keys):
    from collections import deque
    order = []
    queue = deque([(0, len(keys) - 1)])
    while queue:
        low, high = queue.popleft()
        if low > high:
            continue
        middle = (low + high) // 2
        order.append(keys[middle])
        queue.append((low, middle - 1))
        queue.append((middle + 1, high))
    return order


# tests
assert balanced_insertion_order([]) == []
assert balanced_insertion_order([7]) == [7]
assert balanced_insertion_order([1, 2, 3, 4, 5, 6, 7]) == [4, 2, 6, 1, 3, 5, 7]
assert balanced_insertion_order([10, 20, 30, 40]) == [20, 10, 30, 40]
assert balanced_insertion_order(["a", "b", "c", "d", "e"]) == ['c', 'a', 'd', 'b', 'e']
assert balanced_insertion_order([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) == [5, 2, 8, 1, 3, 6, 9, 4, 7, 10]
assert balanced_insertion_order([-3, -2]) == [-3, -2]
