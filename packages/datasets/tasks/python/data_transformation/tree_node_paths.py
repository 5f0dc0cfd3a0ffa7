# query: Map every node of a tree of {"name", "children"} dicts (children optional, names unique) to its
#   full path: the names from the root down to that node joined with a separator.
# entry_point: tree_node_paths
# example: tree_node_paths({"name": "usr", "children": [{"name": "bin"}]}, "/") == {"usr": "usr", "bin": "usr/bin"}
# example: tree_node_paths({"name": "solo"}, ".") == {"solo": "solo"}

def tree_node_paths(tree, separator):
    paths = {}
    stack = [(tree, tree["name"])]
    while stack:
        node, path = stack.pop()
        paths[node["name"]] = path
        for child in node.get("children", []):
            stack.append((child, path + separator + child["name"]))
    return paths


# tests
assert tree_node_paths({"name": "r", "children": []}, "/") == {"r": "r"}
assert tree_node_paths({"name": "r", "children": [{"name": "a"}, {"name": "b"}]}, ">") == {"r": "r", "a": "r>a", "b": "r>b"}
assert tree_node_paths({"name": "r", "children": [{"name": "a", "children": [{"name": "c", "children": [{"name": "d"}]}]}]}, "/") == {"r": "r", "a": "r/a", "c": "r/a/c", "d": "r/a/c/d"}
assert tree_node_paths({"name": "x", "children": [{"name": "y"}]}, "") == {"x": "x", "y": "xy"}
assert tree_node_paths({"name": "root", "children": [{"name": "p", "children": [{"name": "q"}]}, {"name": "s"}]}, " :: ") == {"root": "root", "p": "root :: p", "q": "root :: p :: q", "s": "root :: s"}
assert list(tree_node_paths({"name": "r", "children": [{"name": "a"}, {"name": "b"}]}, "/").keys())[0] == "r"
assert tree_node_paths({"name": "", "children": [{"name": "etc"}]}, "/") == {"": "", "etc": "/etc"}
