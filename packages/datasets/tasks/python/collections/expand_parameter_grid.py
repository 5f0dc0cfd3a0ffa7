# query: Expand a dict of parameter name to list of candidate values into every combination, as a list
#   of dicts; the first parameter varies slowest and values keep their listed order. A parameter with no
#   values gives an empty list and an empty dict gives [{}].
# entry_point: expand_parameter_grid
# example: expand_parameter_grid({"lr": [0.1, 0.01], "depth": [3]}) == [{"lr": 0.1, "depth": 3}, {"lr": 0.01, "depth": 3}]
# example: expand_parameter_grid({"x": []}) == []

def expand_parameter_grid(options):
    combos = [{}]
    for name, values in options.items():
        expanded = []
        for combo in combos:
            for value in values:
                item = dict(combo)
                item[name] = value
                expanded.append(item)
        combos = expanded
    return combos


# tests
assert expand_parameter_grid({}) == [{}]
assert expand_parameter_grid({"a": [1]}) == [{"a": 1}]
assert expand_parameter_grid({"a": [1, 2], "b": ["x", "y"]}) == [{"a": 1, "b": "x"}, {"a": 1, "b": "y"}, {"a": 2, "b": "x"}, {"a": 2, "b": "y"}]
assert expand_parameter_grid({"a": [1, 2], "b": []}) == []
assert len(expand_parameter_grid({"a": [1, 2, 3], "b": [1, 2], "c": [1, 2]})) == 12
assert expand_parameter_grid({"b": [True, False], "a": [0]}) == [{"b": True, "a": 0}, {"b": False, "a": 0}]
assert expand_parameter_grid({"a": [3, 1, 2]}) == [{"a": 3}, {"a": 1}, {"a": 2}]
assert expand_parameter_grid({"a": [1, 2], "b": [5], "c": [7, 8]})[3] == {"a": 2, "b": 5, "c": 8}
