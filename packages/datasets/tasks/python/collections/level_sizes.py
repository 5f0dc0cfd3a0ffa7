# query: Count the nodes on each level of a tree given as a dict from node to its list of children,
#   starting with the root's level; a node without an entry is a leaf.
# entry_point: level_sizes
# example: level_sizes({"r": ["a", "b"], "a": ["c"]}, "r") == [1, 2, 1]
# example: level_sizes({}, "x") == [1]

def level_sizes(children, root):
    sizes = []
    level = [root]
    while level:
        sizes.append(len(level))
        next_level = []
        for node in level:
            next_level.extend(children.get(node, []))
        level = next_level
    return sizes


# tests
assert level_sizes({"r": []}, "r") == [1]
assert level_sizes({"r": ["a"]}, "r") == [1, 1]
assert level_sizes({1: [2, 3, 4], 2: [5, 6], 4: [7]}, 1) == [1, 3, 3]
assert level_sizes({1: [2], 2: [3], 3: [4]}, 1) == [1, 1, 1, 1]
assert level_sizes({1: [2, 3], 2: [4], 3: [5, 6], 6: [7, 8]}, 1) == [1, 2, 3, 2]
assert level_sizes({1: [2, 3], 2: [4], 3: [5, 6], 6: [7, 8]}, 3) == [1, 2, 2]
assert level_sizes({"a": ["b"], "b": ["c", "d", "e"]}, "b") == [1, 3]
