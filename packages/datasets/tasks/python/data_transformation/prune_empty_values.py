# query: Recursively clean nested dicts and lists by removing None values, empty strings and any dict or
#   list that is empty (including ones that become empty after cleaning). Zero and False are kept; a
#   top-level value that is not a container is returned unchanged.
# entry_point: prune_empty_values
# example: prune_empty_values({"a": 1, "b": None, "c": {"d": ""}}) == {"a": 1}
# example: prune_empty_values([None, "x", [], [None]]) == ["x"]

def prune_empty_values(value):
    def is_empty(item):
        return item is None or item == "" or item == {} or item == []

    if isinstance(value, dict):
        result = {}
        for key, item in value.items():
            cleaned = prune_empty_values(item)
            if not is_empty(cleaned):
                result[key] = cleaned
        return result
    if isinstance(value, list):
        result = []
        for item in value:
            cleaned = prune_empty_values(item)
            if not is_empty(cleaned):
                result.append(cleaned)
        return result
    return value


# tests
assert prune_empty_values({}) == {}
assert prune_empty_values(5) == 5
assert prune_empty_values({"x": 0, "y": False, "z": None}) == {"x": 0, "y": False}
assert prune_empty_values({"s": "", "t": " "}) == {"t": " "}
assert prune_empty_values({"a": {"b": {"c": None}}, "k": 1}) == {"k": 1}
assert prune_empty_values({"a": [1, None, {}, [[]]]}) == {"a": [1]}
assert prune_empty_values([[], {}, "", None]) == []
assert prune_empty_values([{"n": [0, ""]}, {"m": None}]) == [{"n": [0]}]
assert prune_empty_values({"list": [{"id": 2, "tags": []}]}) == {"list": [{"id": 2}]}
