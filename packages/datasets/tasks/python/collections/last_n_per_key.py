# query: Keep a bounded history per key: from a list of (key, value) events return a dict mapping each
#   key (in order of first appearance) to its last n values, oldest first. An n below 1 gives an empty
#   dict.
# entry_point: last_n_per_key
# example: last_n_per_key([("a", 1), ("a", 2), ("a", 3)], 2) == {"a": [2, 3]}
# example: last_n_per_key([("x", 0), ("y", 1)], 1) == {"x": [0], "y": [1]}

def last_n_per_key(events, n):
    if n < 1:
        return {}
    history = {}
    for key, value in events:
        values = history.setdefault(key, [])
        values.append(value)
        if len(values) > n:
            values.pop(0)
    return history


# tests
assert last_n_per_key([], 3) == {}
assert last_n_per_key([("a", 1)], 0) == {}
assert last_n_per_key([("a", 1), ("a", 2)], 2) == {"a": [1, 2]}
assert last_n_per_key([("a", 1), ("a", 2), ("a", 3)], 1) == {"a": [3]}
assert last_n_per_key([("a", 1), ("b", 2), ("a", 3), ("b", 4), ("a", 5)], 2) == {"a": [3, 5], "b": [2, 4]}
assert list(last_n_per_key([("b", 1), ("a", 2)], 5)) == ["b", "a"]
assert last_n_per_key([("k", 1), ("k", 1), ("k", 2)], 2) == {"k": [1, 2]}
assert last_n_per_key([("a", 1), ("a", 2), ("a", 3), ("a", 4)], 3) == {"a": [2, 3, 4]}
assert last_n_per_key([("a", 1)], -2) == {}
