# query: Merge two nested dictionaries into a new one: keys from the second override those of the
#   first, except that when both values are dictionaries they are merged recursively in the same way.
#   Neither input is modified.
# entry_point: deep_merge
# example: deep_merge({"db": {"host": "x", "port": 1}}, {"db": {"port": 2}}) == {"db": {"host": "x", "port": 2}}
# example: deep_merge({"a": 1, "b": 2}, {"b": 3, "c": 4}) == {"a": 1, "b": 3, "c": 4}

def deep_merge(base, override):
    merged = dict(base)
    for key, value in override.items():
        if key in merged and isinstance(merged[key], dict) and isinstance(value, dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


# tests
assert deep_merge({}, {}) == {}
assert deep_merge({"a": 1}, {"b": 2}) == {"a": 1, "b": 2}
assert deep_merge({"a": 1}, {"a": 2}) == {"a": 2}
assert deep_merge({"a": {"x": 1, "y": 2}}, {"a": {"y": 3, "z": 4}}) == {"a": {"x": 1, "y": 3, "z": 4}}
assert deep_merge({"a": {"x": 1}}, {"a": 5}) == {"a": 5}
assert deep_merge({"a": 5}, {"a": {"x": 1}}) == {"a": {"x": 1}}
assert deep_merge({"a": {"b": {"c": 1, "d": 2}}}, {"a": {"b": {"c": 9}}}) == {"a": {"b": {"c": 9, "d": 2}}}
assert deep_merge({"k": {}}, {"q": {"r": 1}}) == {"k": {}, "q": {"r": 1}}
assert (lambda base: (deep_merge(base, {"a": {"x": 2}}), base)[1])({"a": {"x": 1}}) == {"a": {"x": 1}}
