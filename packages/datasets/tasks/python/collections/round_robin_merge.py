# query: Merge several lists by taking one element from each list in turn (first elements of all
#   lists, then second elements, and so on), skipping lists that have run out.
# entry_point: round_robin_merge
# example: round_robin_merge([[1, 2, 3], [4, 5, 6]]) == [1, 4, 2, 5, 3, 6]
# example: round_robin_merge([["a"], ["b", "c"]]) == ["a", "b", "c"]

def round_robin_merge(lists):
    result = []
    index = 0
    while True:
        took_any = False
        for items in lists:
            if index < len(items):
                result.append(items[index])
                took_any = True
        if not took_any:
            return result
        index += 1


# tests
assert round_robin_merge([]) == []
assert round_robin_merge([[1, 2, 3]]) == [1, 2, 3]
assert round_robin_merge([[1, 2], [3, 4]]) == [1, 3, 2, 4]
assert round_robin_merge([[1], [2, 3, 4], [5, 6]]) == [1, 2, 5, 3, 6, 4]
assert round_robin_merge([[], [1, 2]]) == [1, 2]
assert round_robin_merge([[1, 2, 3], []]) == [1, 2, 3]
assert round_robin_merge([["a", "b"], ["c"], ["d", "e", "f"]]) == ["a", "c", "d", "b", "e", "f"]
assert round_robin_merge([[], []]) == []
