# query: Follow next-pointers (a dict from node to next node) starting at a node and, if the walk runs
#   into a cycle, return the nodes of that cycle beginning with the first cycle node reached. If the
#   walk ends at None or at a node without an entry, return [].
# entry_point: cycle_from
# example: cycle_from({"a": "b", "b": "c", "c": "b"}, "a") == ["b", "c"]
# example: cycle_from({"a": "b"}, "a") == []

def cycle_from(links, start):
    position = {}
    path = []
    node = start
    while node is not None and node not in position:
        position[node] = len(path)
        path.append(node)
        node = links.get(node)
    if node is None:
        return []
    return path[position[node]:]


# tests
assert cycle_from({}, "x") == []
assert cycle_from({"x": "x"}, "x") == ["x"]
assert cycle_from({1: 2, 2: 1}, 1) == [1, 2]
assert cycle_from({1: 2, 2: 1}, 2) == [2, 1]
assert cycle_from({1: 2, 2: 3, 3: 4, 4: 2}, 1) == [2, 3, 4]
assert cycle_from({1: 2, 2: 3, 3: None}, 1) == []
assert cycle_from({0: 1, 1: 2, 2: 3, 3: 3}, 0) == [3]
assert cycle_from({"a": "b", "b": "a", "c": "a"}, "c") == ["a", "b"]
