# query: Check field dependencies in a record: rules maps a field to the fields that become required when it is
#   present with a value other than None. Return messages "<field> requires <other>" for each required field
#   that is missing or None, in rule order and then in the order listed in the rule.
# entry_point: dependent_field_errors
# example: dependent_field_errors({"card": "4111"}, {"card": ["expiry", "cvv"]}) == ['card requires expiry', 'card requires cvv']
# example: dependent_field_errors({"cash": 5}, {"card": ["expiry"]}) == []

def dependent_field_errors(record, rules):
    errors = []
    for field, needed in rules.items():
        if record.get(field) is None:
            continue
        for other in needed:
            if record.get(other) is None:
                errors.append(field + " requires " + other)
    return errors


# tests
assert dependent_field_errors({}, {}) == []
assert dependent_field_errors({"a": 1, "b": 2}, {"a": ["b"]}) == []
assert dependent_field_errors({"a": 0}, {"a": ["b", "c"]}) == ['a requires b', 'a requires c']
assert dependent_field_errors({"a": None}, {"a": ["b"]}) == []
assert dependent_field_errors({"a": "", "b": None}, {"a": ["b"]}) == ['a requires b']
assert dependent_field_errors({"a": 1, "b": 1}, {"a": ["b"], "b": ["c"]}) == ['b requires c']
assert dependent_field_errors({"x": 1, "y": 1}, {"y": ["z"], "x": ["z"]}) == ['y requires z', 'x requires z']
assert dependent_field_errors({"a": False}, {"a": []}) == []
