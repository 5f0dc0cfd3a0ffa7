# query: Flatten a nested dict into a single-level dict whose keys are the paths of nested keys joined
#   with a separator (for example {"a": {"b": 1}} becomes {"a.b": 1} with "."). Empty nested dicts are
#   kept as values under their own path.
# entry_point: flatten_dict_keys
# example: flatten_dict_keys({"db": {"host": "h", "port": 5432}}, ".") == {"db.host": "h", "db.port": 5432}
# example: flatten_dict_keys({"a": {"b": {"c": 1}}}, "_") == {"a_b_c": 1}

def flatten_dict_keys(data, separator):
    flat = {}
    for key, value in data.items():
        if isinstance(value, dict) and len(value) > 0:
            nested = flatten_dict_keys(value, separator)
            for inner_key, inner_value in nested.items():
                flat[key + separator + inner_key] = inner_value
        else:
            flat[key] = value
    return flat


# tests
assert flatten_dict_keys({}, ".") == {}
assert flatten_dict_keys({"a": 1}, ".") == {"a": 1}
assert flatten_dict_keys({"a": {"b": 1}}, ".") == {"a.b": 1}
assert flatten_dict_keys({"a": {"b": 1, "c": {"d": 2}}, "e": 3}, ".") == {"a.b": 1, "a.c.d": 2, "e": 3}
assert flatten_dict_keys({"a": {}}, ".") == {"a": {}}
assert flatten_dict_keys({"x": {"y": {"z": None}}}, "/") == {"x/y/z": None}
assert flatten_dict_keys({"a": [1, {"b": 2}]}, ".") == {"a": [1, {"b": 2}]}
assert flatten_dict_keys({"k": {"m": 1}, "k.m": 2}, "_") == {"k_m": 1, "k.m": 2}
