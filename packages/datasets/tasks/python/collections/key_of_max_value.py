# query: Return the key whose value is largest in a dict; when several keys share the largest value,
#   return the smallest of those keys. An empty dict gives None.
# entry_point: key_of_max_value
# example: key_of_max_value({"apple": 3, "pear": 7}) == "pear"
# example: key_of_max_value({"z": 4, "m": 4, "q": 1}) == "m"

def key_of_max_value(mapping):
    best_key = None
    for key, value in mapping.items():
        if best_key is None:
            best_key = key
        elif value > mapping[best_key]:
            best_key = key
        elif value == mapping[best_key] and key < best_key:
            best_key = key
    return best_key


# tests
assert key_of_max_value({}) is None
assert key_of_max_value({"a": 1}) == "a"
assert key_of_max_value({"a": 1, "b": 3, "c": 2}) == "b"
assert key_of_max_value({"b": 5, "a": 5}) == "a"
assert key_of_max_value({"a": 5, "b": 5}) == "a"
assert key_of_max_value({"c": 2, "b": 7, "a": 2}) == "b"
assert key_of_max_value({"x": -3, "y": -1}) == "y"
assert key_of_max_value({"m": 0, "k": 0, "z": 0}) == "k"
assert key_of_max_value({"b": 1, "c": 4, "a": 4}) == "a"
