# query: Summarise a list as runs of equal consecutive elements, returning (element, run length)
#   pairs in order; equal elements that are not adjacent form separate runs.
# entry_point: run_length_groups
# example: run_length_groups(["x", "x", "y", "x"]) == [("x", 2), ("y", 1), ("x", 1)]
# example: run_length_groups([5, 5, 5, 6]) == [(5, 3), (6, 1)]

def run_length_groups(items):
    groups = []
    for item in items:
        if len(groups) > 0 and groups[-1][0] == item:
            groups[-1] = (item, groups[-1][1] + 1)
        else:
            groups.append((item, 1))
    return groups


# tests
assert run_length_groups([]) == []
assert run_length_groups(["a"]) == [("a", 1)]
assert run_length_groups(["a", "a", "b"]) == [("a", 2), ("b", 1)]
assert run_length_groups([1, 2, 1]) == [(1, 1), (2, 1), (1, 1)]
assert run_length_groups([3, 3, 3, 3]) == [(3, 4)]
assert run_length_groups([0, 0, 1, 1, 1, 0]) == [(0, 2), (1, 3), (0, 1)]
assert run_length_groups([None, None]) == [(None, 2)]
assert run_length_groups([1, 1, 1, 2, 2]) == [(1, 3), (2, 2)]
