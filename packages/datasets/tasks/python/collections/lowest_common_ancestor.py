# query: Given a dict mapping each node to its parent (roots are absent or map to None), return the
#   deepest node that is an ancestor of both given nodes, where a node counts as its own ancestor. If
#   the nodes are in different trees return None.
# entry_point: lowest_common_ancestor
# example: lowest_common_ancestor({"b": "a", "c": "a"}, "b", "c") == "a"
# example: lowest_common_ancestor({"y": "x"}, "x", "y") == "x"

def lowest_common_ancestor(parents, first, second):
    ancestors = set()
    node = first
    while node is not None:
        ancestors.add(node)
        node = parents.get(node)
    node = second
    while node is not None:
        if node in ancestors:
            return node
        node = parents.get(node)
    return None


# tests
assert lowest_common_ancestor({}, "a", "a") == "a"
assert lowest_common_ancestor({}, "a", "b") is None
assert lowest_common_ancestor({"b": "a", "c": "b", "d": "b"}, "c", "d") == "b"
assert lowest_common_ancestor({"b": "a", "c": "b", "d": "a"}, "c", "d") == "a"
assert lowest_common_ancestor({"b": "a", "c": "b"}, "c", "b") == "b"
assert lowest_common_ancestor({"b": "a", "c": "b"}, "a", "c") == "a"
assert lowest_common_ancestor({"b": "a", "y": "x"}, "b", "y") is None
assert lowest_common_ancestor({2: 1, 3: 1, 4: 2, 5: 4, 6: 3}, 5, 6) == 1
assert lowest_common_ancestor({2: 1, 3: 1, 4: 2, 5: 4, 6: 4}, 5, 6) == 4
assert lowest_common_ancestor({"b": None, "c": "b"}, "c", "b") == "b"
