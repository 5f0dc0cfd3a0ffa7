# query: Rebuild a nested dict from a flat dict whose keys are separator-joined paths (the reverse of
#   flattening, so {"a.b": 1} becomes {"a": {"b": 1}} with "."). Return None if the keys conflict,
#   such as one key being both a value and a prefix of another key.
# entry_point: unflatten_dict_keys
# example: unflatten_dict_keys({"db.host": "h", "db.port": 1}, ".") == {"db": {"host": "h", "port": 1}}
# example: unflatten_dict_keys({"a_b": 1, "c": 2}, "_") == {"a": {"b": 1}, "c": 2}

def unflatten_dict_keys(flat, separator):
    result = {}
    for compound, value in flat.items():
        parts = compound.split(separator)
        node = result
        for part in parts[:-1]:
            if part not in node:
                node[part] = {}
            elif not isinstance(node[part], dict):
                return None
            node = node[part]
        if parts[-1] in node:
            return None
        node[parts[-1]] = value
    return result


# tests
assert unflatten_dict_keys({}, ".") == {}
assert unflatten_dict_keys({"a": 1}, ".") == {"a": 1}
assert unflatten_dict_keys({"a.b": 1}, ".") == {"a": {"b": 1}}
assert unflatten_dict_keys({"a.b": 1, "a.c.d": 2, "e": 3}, ".") == {"a": {"b": 1, "c": {"d": 2}}, "e": 3}
assert unflatten_dict_keys({"a": 1, "a.b": 2}, ".") is None
assert unflatten_dict_keys({"a.b": 2, "a": 1}, ".") is None
assert unflatten_dict_keys({"x/y": 1, "x/z": 2}, "/") == {"x": {"y": 1, "z": 2}}
assert unflatten_dict_keys({"x.y": 1}, "/") == {"x.y": 1}
assert unflatten_dict_keys({"p.q.r": None}, ".") == {"p": {"q": {"r": None}}}
assert unflatten_dict_keys({"a.b.c": 1, "a.b": 2}, ".") is None
