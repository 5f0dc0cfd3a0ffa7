# query: Given a dict of group name to member list, report every pair of groups that share at least
#   one member as (first name, second name, number of shared members) with the names in alphabetical
#   order, the pairs sorted by names.
# entry_point: overlapping_groups
# example: overlapping_groups({"a": [1, 2], "b": [2, 3], "c": [4]}) == [("a", "b", 1)]
# example: overlapping_groups({"x": [1]}) == []

def overlapping_groups(groups):
    names = sorted(groups)
    overlaps = []
    for i in range(len(names)):
        first = set(groups[names[i]])
        for j in range(i + 1, len(names)):
            shared = first & set(groups[names[j]])
            if shared:
                overlaps.append((names[i], names[j], len(shared)))
    return overlaps


# tests
assert overlapping_groups({}) == []
assert overlapping_groups({"a": [1], "b": [2]}) == []
assert overlapping_groups({"b": [1, 2, 3], "a": [3, 2]}) == [("a", "b", 2)]
assert overlapping_groups({"a": [1], "b": [1], "c": [1]}) == [("a", "b", 1), ("a", "c", 1), ("b", "c", 1)]
assert overlapping_groups({"a": [1, 1], "b": [1]}) == [("a", "b", 1)]
assert overlapping_groups({"a": [], "b": []}) == []
assert overlapping_groups({"z": [5, 6], "y": [7], "x": [6, 7]}) == [("x", "y", 1), ("x", "z", 1)]
assert overlapping_groups({"q": ["m", "n"], "p": ["n", "m", "o"], "r": ["o"]}) == [("p", "q", 2), ("p", "r", 1)]
