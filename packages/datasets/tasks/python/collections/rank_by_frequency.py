# query: Count how often each element occurs in a list and return (element, count) pairs ordered by
#   count, highest first; elements with equal counts keep the order of their first appearance.
# entry_point: rank_by_frequency
# example: rank_by_frequency(["x", "y", "y", "z", "y", "x"]) == [("y", 3), ("x", 2), ("z", 1)]
# example: rank_by_frequency([1, 2, 2, 1, 3]) == [(1, 2), (2, 2), (3, 1)]

def rank_by_frequency(items):
    counts = {}
    first_seen = {}
    for index in range(len(items)):
        item = items[index]
        if item not in counts:
            counts[item] = 0
            first_seen[item] = index
        counts[item] += 1
    ordered = sorted(counts, key=lambda item: (-counts[item], first_seen[item]))
    return [(item, counts[item]) for item in ordered]


# tests
assert rank_by_frequency([]) == []
assert rank_by_frequency(["a"]) == [("a", 1)]
assert rank_by_frequency(["a", "b", "b"]) == [("b", 2), ("a", 1)]
assert rank_by_frequency(["x", "y", "z"]) == [("x", 1), ("y", 1), ("z", 1)]
assert rank_by_frequency(["c", "a", "c", "a", "b"]) == [("c", 2), ("a", 2), ("b", 1)]
assert rank_by_frequency([3, 1, 1, 3, 3, 2, 2, 2, 2]) == [(2, 4), (3, 3), (1, 2)]
assert rank_by_frequency([5, 5, 5]) == [(5, 3)]
assert rank_by_frequency(["q", "p", "p", "q"]) == [("q", 2), ("p", 2)]
