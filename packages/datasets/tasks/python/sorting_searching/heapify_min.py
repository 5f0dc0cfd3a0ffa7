# query: Build a binary min-heap from a list bottom-up: for each parent from the last one back to the root, sift it down
#   by swapping with its smaller child (the left child on ties) while that child is smaller. Return the heap as a new
#   list, leaving the input unchanged.
# entry_point: heapify_min
# example: heapify_min([3, 1, 2]) == [1, 3, 2]
# example: heapify_min([1, 2, 3]) == [1, 2, 3]

def heapify_min(values):
    heap = list(values)
    size = len(heap)
    for start in range(size // 2 - 1, -1, -1):
        parent = start
        while True:
            child = 2 * parent + 1
            if child >= size:
                break
            if child + 1 < size and heap[child + 1] < heap[child]:
                child += 1
            if heap[child] >= heap[parent]:
                break
            heap[parent], heap[child] = heap[child], heap[parent]
            parent = child
    return heap


# tests
assert heapify_min([]) == []
assert heapify_min([4]) == [4]
assert heapify_min([2, 1]) == [1, 2]
assert heapify_min([5, 4, 3, 2, 1]) == [1, 2, 3, 5, 4]
assert heapify_min([9, 7, 8, 1, 2, 3, 4]) == [1, 2, 3, 7, 9, 8, 4]
assert heapify_min([3, 2, 2]) == [2, 3, 2]
assert heapify_min([6, 5, 4, 3, 2, 1, 0, -1]) == [-1, 2, 0, 3, 6, 1, 4, 5]
assert heapify_min([1, 5, 2, 5, 5]) == [1, 5, 2, 5, 5]
assert (lambda data: (heapify_min(data), data))([2, 0, 1]) == ([0, 2, 1], [2, 0, 1])
