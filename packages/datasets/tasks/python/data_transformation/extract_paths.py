# query: Pick values out of nested JSON-like data by dotted paths such as "user.address.city", where a
#   numeric segment indexes into a list ("items.0.name"). Return a dict from each path to its value, or
#   None when any step of the path does not exist.
# entry_point: extract_paths
# example: extract_paths({"a": {"b": 1}}, ["a.b"]) == {"a.b": 1}
# example: extract_paths({"tags": ["x", "y"]}, ["tags.1", "tags.5"]) == {"tags.1": "y", "tags.5": None}

def extract_paths(data, paths):
    result = {}
    for path in paths:
        current = data
        for part in path.split("."):
            if isinstance(current, dict) and part in current:
                current = current[part]
            elif isinstance(current, list) and part.isdigit() and int(part) < len(current):
                current = current[int(part)]
            else:
                current = None
                break
        result[path] = current
    return result


# tests
assert extract_paths({}, []) == {}
assert extract_paths({"x": 5}, ["x", "y"]) == {"x": 5, "y": None}
assert extract_paths({"u": {"addr": {"city": "Oslo"}}}, ["u.addr.city", "u.addr"]) == {"u.addr.city": "Oslo", "u.addr": {"city": "Oslo"}}
assert extract_paths({"items": [{"n": "a"}, {"n": "b"}]}, ["items.1.n", "items.0.n"]) == {"items.1.n": "b", "items.0.n": "a"}
assert extract_paths({"items": [1, 2]}, ["items.2", "items.-1"]) == {"items.2": None, "items.-1": None}
assert extract_paths({"a": 3}, ["a.b"]) == {"a.b": None}
assert extract_paths({"a": {"0": "zero"}}, ["a.0"]) == {"a.0": "zero"}
assert extract_paths({"a": None, "b": [[7, 8]]}, ["a", "b.0.1", "a.c"]) == {"a": None, "b.0.1": 8, "a.c": None}
assert extract_paths({"s": "text"}, ["s.0"]) == {"s.0": None}
