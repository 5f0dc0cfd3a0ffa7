# query: Count, for every unordered pair of distinct items, how many baskets contain both; an item
#   repeated within a basket counts once. Return a dict keyed by (smaller, larger) item tuples; pairs
#   that never occur together are absent.
# entry_point: co_occurrence_counts
# example: co_occurrence_counts([["tea", "milk"], ["milk", "tea", "sugar"]]) == {("milk", "tea"): 2, ("milk", "sugar"): 1, ("sugar", "tea"): 1}
# example: co_occurrence_counts([["x"]]) == {}

def co_occurrence_counts(baskets):
    counts = {}
    for basket in baskets:
        items = sorted(set(basket))
        for i in range(len(items)):
            for j in range(i + 1, len(items)):
                pair = (items[i], items[j])
                counts[pair] = counts.get(pair, 0) + 1
    return counts


# tests
assert co_occurrence_counts([]) == {}
assert co_occurrence_counts([[]]) == {}
assert co_occurrence_counts([["a", "b"]]) == {("a", "b"): 1}
assert co_occurrence_counts([["b", "a"], ["a", "b"]]) == {("a", "b"): 2}
assert co_occurrence_counts([["a", "a", "b"]]) == {("a", "b"): 1}
assert co_occurrence_counts([["a", "a"]]) == {}
assert co_occurrence_counts([["a", "b", "c"]]) == {("a", "b"): 1, ("a", "c"): 1, ("b", "c"): 1}
assert co_occurrence_counts([[3, 1, 2], [2, 3]]) == {(1, 2): 1, (1, 3): 1, (2, 3): 2}
assert co_occurrence_counts([["p", "q"], ["q", "r"], ["r", "p"]]) == {("p", "q"): 1, ("q", "r"): 1, ("p", "r"): 1}
