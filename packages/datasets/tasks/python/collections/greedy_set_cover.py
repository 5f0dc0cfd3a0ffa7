# query: Choose named subsets to cover every element of a universe with the greedy rule: repeatedly
#   take the subset covering the most still-uncovered elements, ties going to the alphabetically first
#   name. Return the chosen names in order, or None if the universe cannot be covered.
# entry_point: greedy_set_cover
# example: greedy_set_cover({1, 2, 3}, {"a": {1, 2}, "b": {3}}) == ["a", "b"]
# example: greedy_set_cover({1}, {"z": {2}}) == None

def greedy_set_cover(universe, subsets):
    uncovered = set(universe)
    chosen = []
    while uncovered:
        best_name = None
        best_gain = 0
        for name in sorted(subsets):
            gain = len(uncovered & set(subsets[name]))
            if gain > best_gain:
                best_name, best_gain = name, gain
        if best_name is None:
            return None
        chosen.append(best_name)
        uncovered -= set(subsets[best_name])
    return chosen


# tests
assert greedy_set_cover(set(), {"a": {1}}) == []
assert greedy_set_cover({1, 2}, {}) is None
assert greedy_set_cover({1, 2}, {"b": {1, 2}, "a": {1, 2}}) == ["a"]
assert greedy_set_cover({1, 2, 3, 4, 5}, {"a": {1, 2, 3}, "b": {2, 4}, "c": {3, 4}, "d": {4, 5}}) == ["a", "d"]
assert greedy_set_cover({1, 2, 3, 4}, {"x": {1}, "y": {2, 3, 4}, "z": {1, 2}}) == ["y", "x"]
assert greedy_set_cover({1, 2, 3}, {"a": {1, 2}}) is None
assert greedy_set_cover({1, 2, 3, 4, 5, 6}, {"s1": {1, 2, 3}, "s2": {4, 5}, "s3": {3, 4, 5, 6}}) == ["s3", "s1"]
assert greedy_set_cover({"p", "q"}, {"m": ["p"], "n": ["q", "p"]}) == ["n"]
assert greedy_set_cover({1, 2, 3}, {"b": {1}, "a": {2}, "c": {3}}) == ["a", "b", "c"]
