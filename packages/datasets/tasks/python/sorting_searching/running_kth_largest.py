# query: For a stream of scores, report after each new score the k-th largest score seen so far (counting duplicates),
#   or None while fewer than k scores have arrived. Keep only the k largest scores in a min-heap.
# entry_point: running_kth_largest
# example: running_kth_largest([5, 1, 9], 2) == [None, 1, 5]
# example: running_kth_largest([3, 8], 1) == [3, 8]

def running_kth_largest(scores, k):
    import heapq
    heap = []
    results = []
    for score in scores:
        if len(heap) < k:
            heapq.heappush(heap, score)
        elif score > heap[0]:
            heapq.heapreplace(heap, score)
        results.append(heap[0] if len(heap) == k else None)
    return results


# tests
assert running_kth_largest([], 3) == []
assert running_kth_largest([4, 5, 8, 2, 3, 5, 10, 9, 4], 3) == [None, None, 4, 4, 4, 5, 5, 8, 8]
assert running_kth_largest([1, 1, 1], 2) == [None, 1, 1]
assert running_kth_largest([9, 8, 7], 1) == [9, 9, 9]
assert running_kth_largest([2, 6], 3) == [None, None]
assert running_kth_largest([-5, -1, -3, 0], 2) == [None, -5, -3, -1]
assert running_kth_largest([5, 5, 6], 2) == [None, 5, 5]
assert running_kth_largest([10, 1, 2, 3, 11], 2) == [None, 1, 2, 3, 10]
