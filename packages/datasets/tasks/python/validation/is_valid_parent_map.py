# query: Check that a dict mapping each node to its parent (None for a root) describes a single tree: exactly
#   one root, every parent is itself a key of the dict, and following parents from any node never loops. An
#   empty dict is not a tree.
# entry_point: is_valid_parent_map
# example: is_valid_parent_map({"root": None, "a": "root", "b": "a"}) == True
# example: is_valid_parent_map({"a": "b", "b": "a"}) == False

def is_valid_parent_map(parents):
    roots = 0
    for node, parent in parents.items():
        if parent is None:
            roots += 1
        elif parent not in parents:
            return False
    if roots != 1:
        return False
    for node in parents:
        steps = 0
        current = node
        while parents[current] is not None:
            current = parents[current]
            steps += 1
            if steps > len(parents):
                return False
    return True


# tests
assert is_valid_parent_map({}) is False
assert is_valid_parent_map({"solo": None}) is True
assert is_valid_parent_map({"r": None, "x": "r", "y": "r", "z": "y"}) is True
assert is_valid_parent_map({"r": None, "s": None}) is False
assert is_valid_parent_map({"r": None, "a": "ghost"}) is False
assert is_valid_parent_map({"r": None, "a": "b", "b": "c", "c": "a"}) is False
assert is_valid_parent_map({"r": None, "a": "a"}) is False
assert is_valid_parent_map({1: None, 2: 1, 3: 2, 4: 3}) is True
assert is_valid_parent_map({"a": "b", "b": "a", "r": None, "c": "r"}) is False
