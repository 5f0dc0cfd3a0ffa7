# query: Merge several lists, each already sorted by a key function, into one list sorted by that key.
#   The merge is stable: among elements with equal keys, those from earlier lists come first and
#   elements of the same list keep their order.
# entry_point: merge_sorted_by
# example: merge_sorted_by([[1, 5], [2, 6]], abs) == [1, 2, 5, 6]
# example: merge_sorted_by([["bb", "dddd"], ["a", "ccc"]], len) == ["a", "bb", "ccc", "dddd"]

def merge_sorted_by(lists, key):
    positions = [0] * len(lists)
    merged = []
    while True:
        best = -1
        for index in range(len(lists)):
            if positions[index] < len(lists[index]):
                candidate = key(lists[index][positions[index]])
                if best == -1 or candidate < key(lists[best][positions[best]]):
                    best = index
        if best == -1:
            return merged
        merged.append(lists[best][positions[best]])
        positions[best] += 1


# tests
assert merge_sorted_by([], abs) == []
assert merge_sorted_by([[], []], abs) == []
assert merge_sorted_by([[1, 4, 9]], abs) == [1, 4, 9]
assert merge_sorted_by([[1, 4], [2, 3]], abs) == [1, 2, 3, 4]
assert merge_sorted_by([[1, -2], [2, 3]], abs) == [1, -2, 2, 3]
assert merge_sorted_by([[2], [-2], [1]], abs) == [1, 2, -2]
assert merge_sorted_by([[("a", 1), ("b", 1)], [("c", 0), ("d", 1)]], lambda p: p[1]) == [("c", 0), ("a", 1), ("b", 1), ("d", 1)]
assert merge_sorted_by([[5], [], [0, 6]], abs) == [0, 5, 6]
