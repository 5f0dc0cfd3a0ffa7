# query: Find every location of a value inside nested dicts and lists and return the paths as lists of
#   keys and indexes, in depth-first order (dict insertion order, list index order). A matching
#   container is reported without searching inside it; the whole input matching gives [[]].
# entry_point: paths_to_value
# example: paths_to_value({"a": 1, "b": [2, 1]}, 1) == [["a"], ["b", 1]]
# example: paths_to_value([3], 4) == []

def paths_to_value(data, target):
    found = []

    def walk(node, path):
        if node == target:
            found.append(path)
            return
        if isinstance(node, dict):
            for key, child in node.items():
                walk(child, path + [key])
        elif isinstance(node, list):
            for index, child in enumerate(node):
                walk(child, path + [index])

    walk(data, [])
    return found


# tests
assert paths_to_value({}, 1) == []
assert paths_to_value(5, 5) == [[]]
assert paths_to_value([1, 2, 1], 1) == [[0], [2]]
assert paths_to_value({"a": {"b": {"c": "x"}}}, "x") == [["a", "b", "c"]]
assert paths_to_value({"a": [0, [0, 7]], "b": 7}, 7) == [["a", 1, 1], ["b"]]
assert paths_to_value({"a": [1], "b": [1]}, [1]) == [["a"], ["b"]]
assert paths_to_value({"k": "v"}, "k") == []
assert paths_to_value([{"id": 2}, {"id": 3}], 3) == [[1, "id"]]
assert paths_to_value([[None], None], None) == [[0, 0], [1]]
