# query: Invert a dict that maps each key to a list of values into a dict mapping each value to the
#   sorted list of keys that listed it; a key that lists the same value twice appears once.
# entry_point: invert_multimap
# example: invert_multimap({"ann": ["red", "blue"], "bob": ["red"]}) == {"red": ["ann", "bob"], "blue": ["ann"]}
# example: invert_multimap({"k": []}) == {}

def invert_multimap(mapping):
    inverted = {}
    for key, values in mapping.items():
        for value in values:
            keys = inverted.setdefault(value, [])
            if key not in keys:
                keys.append(key)
    for keys in inverted.values():
        keys.sort()
    return inverted


# tests
assert invert_multimap({}) == {}
assert invert_multimap({"a": [1]}) == {1: ["a"]}
assert invert_multimap({"b": [1], "a": [1]}) == {1: ["a", "b"]}
assert invert_multimap({"a": [1, 1, 2]}) == {1: ["a"], 2: ["a"]}
assert invert_multimap({"x": ["p", "q"], "y": ["q", "r"], "z": ["p"]}) == {"p": ["x", "z"], "q": ["x", "y"], "r": ["y"]}
assert invert_multimap({"a": [], "b": [3]}) == {3: ["b"]}
assert invert_multimap({"c": ["v"], "b": ["v"], "a": ["v"]}) == {"v": ["a", "b", "c"]}
assert list(invert_multimap({"a": [2, 1]})) == [2, 1]
