# query: Merge any number of ascending sorted lists into one ascending list using a min-heap that holds
#   the next unread value of each list. Empty lists are allowed and duplicates are kept.
# entry_point: merge_k_sorted_lists
# example: merge_k_sorted_lists([[1, 3], [2, 4]]) == [1, 2, 3, 4]
# example: merge_k_sorted_lists([[5, 6], [1], [3, 8]]) == [1, 3, 5, 6, 8]

def merge_k_sorted_lists(lists):
    import heapq
    heap = []
    for list_index in range(len(lists)):
        if lists[list_index]:
            heapq.heappush(heap, (lists[list_index][0], list_index, 0))
    merged = []
    while heap:
        value, list_index, position = heapq.heappop(heap)
        merged.append(value)
        if position + 1 < len(lists[list_index]):
            heapq.heappush(heap, (lists[list_index][position + 1], list_index, position + 1))
    return merged


# tests
assert merge_k_sorted_lists([[1, 4, 7], [2, 5], [3, 6, 9]]) == [1, 2, 3, 4, 5, 6, 7, 9]
assert merge_k_sorted_lists([]) == []
assert merge_k_sorted_lists([[], []]) == []
assert merge_k_sorted_lists([[1, 1], [1]]) == [1, 1, 1]
assert merge_k_sorted_lists([[5], [], [0, 10]]) == [0, 5, 10]
assert merge_k_sorted_lists([[-2, 3]]) == [-2, 3]
assert merge_k_sorted_lists([[2, 2, 3], [1, 2]]) == [1, 2, 2, 2, 3]
assert merge_k_sorted_lists([[9], [8], [7]]) == [7, 8, 9]
