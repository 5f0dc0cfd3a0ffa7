# query: Run a simple quicksort that takes the first item of each sublist as pivot, puts smaller items in a left part and
#   the remaining items (equal or larger) in a right part, then sorts the left part before the right part. Return the
#   pivots in the order they are chosen; sublists of length 0 or 1 choose no pivot.
# entry_point: quicksort_pivots
# example: quicksort_pivots([2, 1, 3]) == [2]
# example: quicksort_pivots([1, 2, 3]) == [1, 2]

def quicksort_pivots(values):
    pivots = []
    def sort(items):
        if len(items) <= 1:
            return
        pivot = items[0]
        pivots.append(pivot)
        left = [item for item in items[1:] if item < pivot]
        right = [item for item in items[1:] if item >= pivot]
        sort(left)
        sort(right)
    sort(list(values))
    return pivots


# tests
assert quicksort_pivots([]) == []
assert quicksort_pivots([4]) == []
assert quicksort_pivots([5, 3, 8, 1, 4, 9, 7]) == [5, 3, 8]
assert quicksort_pivots([3, 2, 1]) == [3, 2]
assert quicksort_pivots([2, 2, 2]) == [2, 2]
assert quicksort_pivots([6, 1, 2, 9, 8]) == [6, 1, 9]
assert quicksort_pivots([0, -3, 5, -1, -7]) == [0, -3]
assert quicksort_pivots([1, 3, 2]) == [1, 3]
