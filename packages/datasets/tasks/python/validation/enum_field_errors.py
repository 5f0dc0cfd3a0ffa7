# query: Check a record's fields against allowed values: allowed maps a field name to the collection of
#   values it may take. Return a dict from each offending field to its bad value, for fields that are present
#   in the record with a value outside the allowed ones; fields missing from the record are not errors.
# entry_point: enum_field_errors
# example: enum_field_errors({"size": "XL"}, {"size": ["S", "M", "L"]}) == {'size': 'XL'}
# example: enum_field_errors({"size": "M"}, {"size": ["S", "M", "L"]}) == {}

def enum_field_errors(record, allowed):
    errors = {}
    for field, choices in allowed.items():
        if field not in record:
            continue
        value = record[field]
        if value not in choices:
            errors[field] = value
    return errors


# tests
assert enum_field_errors({}, {"a": [1]}) == {}
assert enum_field_errors({"a": 2, "b": "x"}, {"a": [1, 2], "b": ["y"]}) == {'b': 'x'}
assert enum_field_errors({"a": None}, {"a": [1]}) == {'a': None}
assert enum_field_errors({"a": None}, {"a": [None, 1]}) == {}
assert enum_field_errors({"extra": 5}, {}) == {}
assert enum_field_errors({"c": "red", "d": "big"}, {"c": {"red", "blue"}, "d": ("small",)}) == {'d': 'big'}
assert enum_field_errors({"n": 0}, {"n": []}) == {'n': 0}
assert enum_field_errors({"a": "1"}, {"a": [1], "b": [2]}) == {'a': '1'}
