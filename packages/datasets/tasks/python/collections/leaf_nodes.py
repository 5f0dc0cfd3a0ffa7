# query: List the leaves of a tree given as a dict from node to its list of children (a node without
#   children or without an entry is a leaf), in depth-first order following the child order. A root
#   with no children is itself the only leaf.
# entry_point: leaf_nodes
# example: leaf_nodes({"r": ["a", "b"], "a": ["c"]}, "r") == ["c", "b"]
# example: leaf_nodes({}, "r") == ["r"]

def leaf_nodes(children, root):
    leaves = []
    stack = [root]
    while stack:
        node = stack.pop()
        kids = children.get(node, [])
        if not kids:
            leaves.append(node)
        else:
            stack.extend(reversed(kids))
    return leaves


# tests
assert leaf_nodes({"r": []}, "r") == ["r"]
assert leaf_nodes({"r": ["x"]}, "r") == ["x"]
assert leaf_nodes({1: [2, 3, 4]}, 1) == [2, 3, 4]
assert leaf_nodes({1: [2, 3], 2: [4, 5], 3: [6]}, 1) == [4, 5, 6]
assert leaf_nodes({1: [2, 3], 3: [4, 5], 5: [6]}, 1) == [2, 4, 6]
assert leaf_nodes({"a": ["b", "c"], "b": [], "c": ["d"]}, "a") == ["b", "d"]
assert leaf_nodes({1: [2, 3], 2: [4, 5], 3: [6]}, 2) == [4, 5]
