# query: Split a sequence of item sizes into consecutive batches, starting a new batch whenever adding
#   the next size would push the batch total above the limit. An item larger than the limit on its own
#   still forms its own batch. Returns the list of batches.
# entry_point: batch_by_total
# example: batch_by_total([2, 5, 4, 1], 6) == [[2], [5], [4, 1]]
# example: batch_by_total([1, 2, 3, 4], 5) == [[1, 2], [3], [4]]

def batch_by_total(sizes, limit):
    batches = []
    current = []
    total = 0
    for size in sizes:
        if len(current) > 0 and total + size > limit:
            batches.append(current)
            current = []
            total = 0
        current.append(size)
        total += size
    if len(current) > 0:
        batches.append(current)
    return batches


# tests
assert batch_by_total([], 10) == []
assert batch_by_total([3, 3, 3], 10) == [[3, 3, 3]]
assert batch_by_total([4, 4, 4], 8) == [[4, 4], [4]]
assert batch_by_total([5, 6, 4], 10) == [[5], [6, 4]]
assert batch_by_total([12, 1], 10) == [[12], [1]]
assert batch_by_total([1, 12, 1], 10) == [[1], [12], [1]]
assert batch_by_total([2, 2, 2, 2, 2], 4) == [[2, 2], [2, 2], [2]]
assert batch_by_total([7, 3, 1], 10) == [[7, 3], [1]]
assert batch_by_total([5, 6, 5], 10) == [[5], [6], [5]]
