# query: Pair up a list of keys with a list of values into a dict. Return None if the two lists have
#   different lengths or a key appears more than once.
# entry_point: zip_to_dict
# example: zip_to_dict(["x", "y", "z"], [1, 2, 3]) == {"x": 1, "y": 2, "z": 3}
# example: zip_to_dict(["id"], [42]) == {"id": 42}

def zip_to_dict(keys, values):
    if len(keys) != len(values):
        return None
    result = {}
    for index in range(len(keys)):
        if keys[index] in result:
            return None
        result[keys[index]] = values[index]
    return result


# tests
assert zip_to_dict([], []) == {}
assert zip_to_dict(["a"], [1]) == {"a": 1}
assert zip_to_dict(["a", "b"], [1, 2]) == {"a": 1, "b": 2}
assert zip_to_dict(["a", "b"], [1]) is None
assert zip_to_dict(["a"], [1, 2]) is None
assert zip_to_dict(["a", "a"], [1, 2]) is None
assert zip_to_dict(["x", "y", "x"], [1, 2, 3]) is None
assert zip_to_dict([1, 2, 3], [None, None, 0]) == {1: None, 2: None, 3: 0}
