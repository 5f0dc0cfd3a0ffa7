# query: For a list of dicts, collect the keys present in every dict and map each to the list of its
#   values in dict order; keys keep the order of the first dict. An empty list gives an empty dict.
# entry_point: common_keys_values
# example: common_keys_values([{"a": 1, "b": 2}, {"b": 3}]) == {"b": [2, 3]}
# example: common_keys_values([{"x": 0}]) == {"x": [0]}

def common_keys_values(dicts):
    if not dicts:
        return {}
    result = {}
    for key in dicts[0]:
        if all(key in other for other in dicts[1:]):
            result[key] = [entry[key] for entry in dicts]
    return result


# tests
assert common_keys_values([]) == {}
assert common_keys_values([{}]) == {}
assert common_keys_values([{"a": 1}, {"b": 2}]) == {}
assert common_keys_values([{"a": 1, "b": 2}, {"b": 3, "a": 4}]) == {"a": [1, 4], "b": [2, 3]}
assert list(common_keys_values([{"b": 1, "a": 2}, {"a": 3, "b": 4}])) == ["b", "a"]
assert common_keys_values([{"k": 1}, {"k": 2}, {"j": 3}]) == {}
assert common_keys_values([{"k": 1}, {"k": None}, {"k": 3, "z": 0}]) == {"k": [1, None, 3]}
assert common_keys_values([{"a": 1, "b": 1}, {"a": 2, "b": 2}, {"b": 3}]) == {"b": [1, 2, 3]}
