# query: Deal items one at a time into the given number of hands in round-robin order, beginning with
#   the hand at the start index (wrapping around), and return the list of hands. A hand count below 1
#   gives None.
# entry_point: deal_into_hands
# example: deal_into_hands([1, 2, 3, 4, 5], 2) == [[1, 3, 5], [2, 4]]
# example: deal_into_hands(["a", "b"], 3, 2) == [["b"], [], ["a"]]

def deal_into_hands(items, hands, start=0):
    if hands < 1:
        return None
    dealt = [[] for _ in range(hands)]
    for index, item in enumerate(items):
        dealt[(start + index) % hands].append(item)
    return dealt


# tests
assert deal_into_hands([], 2) == [[], []]
assert deal_into_hands([1, 2, 3], 1) == [[1, 2, 3]]
assert deal_into_hands([1, 2, 3], 3) == [[1], [2], [3]]
assert deal_into_hands([1, 2, 3, 4, 5, 6, 7], 3) == [[1, 4, 7], [2, 5], [3, 6]]
assert deal_into_hands([1, 2, 3, 4], 3, 1) == [[3], [1, 4], [2]]
assert deal_into_hands([1, 2], 2, 5) == [[2], [1]]
assert deal_into_hands([1], 4) == [[1], [], [], []]
assert deal_into_hands([1, 2], 0) is None
assert deal_into_hands(["a", "b", "c"], 2, 1) == [["b"], ["a", "c"]]
