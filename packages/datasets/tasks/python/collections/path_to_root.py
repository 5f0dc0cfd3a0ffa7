# query: Given a dict that maps each node of a tree to its parent (None for a root), return the path
#   from a node up to its root as a list starting with the node itself. A node with no entry is its
#   own root. Return None if following parents runs into a cycle.
# entry_point: path_to_root
# example: path_to_root({"leaf": "mid", "mid": "root", "root": None}, "leaf") == ["leaf", "mid", "root"]
# example: path_to_root({"x": "y", "y": None}, "y") == ["y"]

def path_to_root(parents, node):
    path = [node]
    while node in parents and parents[node] is not None:
        node = parents[node]
        if node in path:
            return None
        path.append(node)
    return path


# tests
assert path_to_root({}, "a") == ["a"]
assert path_to_root({"a": None}, "a") == ["a"]
assert path_to_root({"b": "a", "a": None}, "b") == ["b", "a"]
assert path_to_root({"c": "b", "b": "a"}, "c") == ["c", "b", "a"]
assert path_to_root({"c": "b", "b": "a", "a": None}, "b") == ["b", "a"]
assert path_to_root({"a": "b", "b": "a"}, "a") is None
assert path_to_root({"a": "a"}, "a") is None
assert path_to_root({"x": "y", "y": "z", "z": "y"}, "x") is None
assert path_to_root({1: 0, 0: None, 2: 1}, 2) == [2, 1, 0]
