# query: Add up every int and float found anywhere inside nested dicts (their values), lists and tuples.
#   Booleans, strings, None and dict keys are not counted; a bare number returns itself.
# entry_point: sum_nested_numbers
# example: sum_nested_numbers({"a": 1, "b": [2, {"c": 3}]}) == 6
# example: sum_nested_numbers(["x", None, 4.5]) == 4.5

def sum_nested_numbers(value):
    if isinstance(value, bool):
        return 0
    if isinstance(value, (int, float)):
        return value
    total = 0
    if isinstance(value, dict):
        for item in value.values():
            total += sum_nested_numbers(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            total += sum_nested_numbers(item)
    return total


# tests
assert sum_nested_numbers([]) == 0
assert sum_nested_numbers(7) == 7
assert sum_nested_numbers("12") == 0
assert sum_nested_numbers([True, False, 1]) == 1
assert sum_nested_numbers({1: "a", 2: "b"}) == 0
assert sum_nested_numbers([1, (2, 3), [4, [5]]]) == 15
assert sum_nested_numbers({"a": {"b": {"c": -10}}, "d": 2.5}) == -7.5
assert sum_nested_numbers([{"n": 1}, {"n": 2}, {"m": [3, None]}]) == 6
assert sum_nested_numbers((1.5, 1.5)) == 3.0
