# query: Deal values into patience-sorting piles: each value is placed on the leftmost pile whose top is greater than or
#   equal to it, or starts a new pile on the right when there is none. Return the piles as lists from bottom to top;
#   their count equals the length of the longest strictly increasing subsequence.
# entry_point: patience_piles
# example: patience_piles([3, 1, 2]) == [[3, 1], [2]]
# example: patience_piles([1, 2, 3]) == [[1], [2], [3]]

def patience_piles(values):
    piles = []
    tops = []
    for value in values:
        low = 0
        high = len(tops)
        while low < high:
            middle = (low + high) // 2
            if tops[middle] >= value:
                high = middle
            else:
                low = middle + 1
        if low == len(piles):
            piles.append([value])
            tops.append(value)
        else:
            piles[low].append(value)
            tops[low] = value
    return piles


# tests
assert patience_piles([]) == []
assert patience_piles([5]) == [[5]]
assert patience_piles([4, 3, 2, 1]) == [[4, 3, 2, 1]]
assert patience_piles([2, 2, 2]) == [[2, 2, 2]]
assert patience_piles([6, 3, 5, 10, 11, 2, 9, 14, 13, 7, 4, 8, 12]) == [[6, 3, 2], [5, 4], [10, 9, 7], [11, 8], [14, 13, 12]]
assert patience_piles([1, 3, 2, 4, 3, 5]) == [[1], [3, 2], [4, 3], [5]]
assert patience_piles([-1, -5, 0, -2, 7]) == [[-1, -5], [0, -2], [7]]
assert patience_piles([10, 20, 15, 12, 25, 21]) == [[10], [20, 15, 12], [25, 21]]
