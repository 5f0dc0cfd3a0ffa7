# query: Return a copy of a nested dict with a value stored at a path of keys, creating intermediate
#   dicts as needed and replacing any non-dict value that is in the way. The input is not modified,
#   and an empty path returns the value itself.
# entry_point: set_nested
# example: set_nested({"a": {"b": 1}}, ["a", "c"], 2) == {"a": {"b": 1, "c": 2}}
# example: set_nested({}, ["x", "y", "z"], True) == {"x": {"y": {"z": True}}}

def set_nested(data, path, value):
    if len(path) == 0:
        return value
    result = dict(data)
    key = path[0]
    child = result.get(key)
    if not isinstance(child, dict):
        child = {}
    result[key] = set_nested(child, path[1:], value)
    return result


# tests
assert set_nested({}, ["a"], 1) == {"a": 1}
assert set_nested({}, ["a", "b"], 1) == {"a": {"b": 1}}
assert set_nested({"a": {"c": 2}}, ["a", "b"], 1) == {"a": {"c": 2, "b": 1}}
assert set_nested({"a": 5}, ["a", "b"], 1) == {"a": {"b": 1}}
assert set_nested({"a": 1, "z": 0}, ["a"], 2) == {"a": 2, "z": 0}
assert set_nested({"a": 1}, [], 7) == 7
assert (lambda d: (set_nested(d, ["a", "b"], 9), d)[1])({"a": {"b": 1}}) == {"a": {"b": 1}}
assert set_nested({"x": {"y": {"z": 1}}}, ["x", "y", "w"], 2) == {"x": {"y": {"z": 1, "w": 2}}}
