# query: Round every float inside nested data (dicts, lists and tuples, to any depth) to a given number of
#   decimal places, keeping the structure and leaving integers, booleans, strings and None unchanged.
#   Tuples stay tuples.
# entry_point: round_nested_floats
# example: round_nested_floats({"pi": 3.14159}, 2) == {"pi": 3.14}
# example: round_nested_floats([1.26, "a", 7], 1) == [1.3, "a", 7]

def round_nested_floats(data, digits):
    if isinstance(data, float):
        return round(data, digits)
    if isinstance(data, dict):
        return {key: round_nested_floats(value, digits) for key, value in data.items()}
    if isinstance(data, list):
        return [round_nested_floats(item, digits) for item in data]
    if isinstance(data, tuple):
        return tuple(round_nested_floats(item, digits) for item in data)
    return data


# tests
assert round_nested_floats(2.71828, 3) == 2.718
assert round_nested_floats(5, 0) == 5 and isinstance(round_nested_floats(5, 0), int)
assert round_nested_floats({"a": [0.123, {"b": 9.876}]}, 1) == {"a": [0.1, {"b": 9.9}]}
assert round_nested_floats((1.55555, 2.0), 2) == (1.56, 2.0)
assert isinstance(round_nested_floats([(0.5,)], 0)[0], tuple)
assert round_nested_floats({"flag": True, "s": "1.234", "n": None}, 1) == {"flag": True, "s": "1.234", "n": None}
assert round_nested_floats([-1.449, 1234.5678], -2) == [-0.0, 1200.0]
assert round_nested_floats({"k": [[[3.33333]]]}, 2) == {"k": [[[3.33]]]}
assert round_nested_floats([], 2) == [] and round_nested_floats({}, 2) == {}
