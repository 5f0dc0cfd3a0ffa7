# query: Build a nested dict tree from slash-separated paths such as "src/app/main.py": each path
#   segment becomes a key nested under the previous one and the last segment maps to an empty dict.
#   Empty segments from leading, trailing or doubled slashes are ignored.
# entry_point: paths_to_tree
# example: paths_to_tree(["a/b", "a/c"]) == {"a": {"b": {}, "c": {}}}
# example: paths_to_tree(["x"]) == {"x": {}}

def paths_to_tree(paths):
    tree = {}
    for path in paths:
        node = tree
        for part in path.split("/"):
            if part == "":
                continue
            node = node.setdefault(part, {})
    return tree


# tests
assert paths_to_tree([]) == {}
assert paths_to_tree([""]) == {}
assert paths_to_tree(["a/b/c"]) == {"a": {"b": {"c": {}}}}
assert paths_to_tree(["/a//b/"]) == {"a": {"b": {}}}
assert paths_to_tree(["a/b", "a/b/c", "d"]) == {"a": {"b": {"c": {}}}, "d": {}}
assert paths_to_tree(["a", "a"]) == {"a": {}}
assert paths_to_tree(["src/x.py", "src/lib/y.py", "README"]) == {"src": {"x.py": {}, "lib": {"y.py": {}}}, "README": {}}
assert list(paths_to_tree(["b/1", "a/2", "b/0"])["b"]) == ["1", "0"]
