# query: Look up a value inside nested dicts and lists by following a path of keys and list indices;
#   return the default if any step is missing, an index is out of range or negative, or a step tries
#   to descend into something that is neither a dict nor a list. An empty path returns the data.
# entry_point: get_nested
# example: get_nested({"user": {"name": "Ann"}}, ["user", "name"], None) == "Ann"
# example: get_nested({"items": [{"id": 7}]}, ["items", 0, "id"], -1) == 7

def get_nested(data, path, default):
    current = data
    for key in path:
        if isinstance(current, dict):
            if key not in current:
                return default
            current = current[key]
        elif isinstance(current, list):
            if not isinstance(key, int) or key < 0 or key >= len(current):
                return default
            current = current[key]
        else:
            return default
    return current


# tests
assert get_nested({"a": {"b": 1}}, ["a", "b"], None) == 1
assert get_nested({"a": [10, 20, 30]}, ["a", 2], None) == 30
assert get_nested({"a": [10, 20, 30]}, ["a", 3], "d") == "d"
assert get_nested({"a": [10, 20, 30]}, ["a", -1], "d") == "d"
assert get_nested({"a": [10, 20, 30]}, ["a", 0], "d") == 10
assert get_nested({"a": 1}, ["b"], 0) == 0
assert get_nested({"a": 1}, ["a", "b"], 0) == 0
assert get_nested({"a": [1]}, ["a", "0"], "d") == "d"
assert get_nested([{"x": None}], [0, "x"], 5) is None
assert get_nested({"a": 1}, [], 0) == {"a": 1}
