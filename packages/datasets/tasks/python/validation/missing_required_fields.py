# query: Return the required field names that a record (a dictionary) does not properly fill, in the order
#   they are required and each only once: a field is missing if the key is absent, its value is None, or its
#   value is a string containing only whitespace. Other falsy values such as 0, False or [] count as present.
# entry_point: missing_required_fields
# example: missing_required_fields({"name": "Ann", "email": ""}, ["name", "email"]) == ["email"]
# example: missing_required_fields({"id": 7}, ["id", "name"]) == ["name"]

def missing_required_fields(record, required):
    missing = []
    for field in required:
        if field in missing:
            continue
        if field not in record:
            missing.append(field)
            continue
        value = record[field]
        if value is None:
            missing.append(field)
        elif isinstance(value, str) and value.strip() == "":
            missing.append(field)
    return missing


# tests
assert missing_required_fields({"a": 1, "b": "x"}, ["a", "b"]) == []
assert missing_required_fields({}, ["a", "b"]) == ["a", "b"]
assert missing_required_fields({"a": None}, ["a"]) == ["a"]
assert missing_required_fields({"a": "  "}, ["a"]) == ["a"]
assert missing_required_fields({"a": 0, "b": False, "c": []}, ["a", "b", "c"]) == []
assert missing_required_fields({"name": "x"}, ["id", "name", "id"]) == ["id"]
assert missing_required_fields({"a": 1}, []) == []
assert missing_required_fields({"b": ""}, ["a", "b"]) == ["a", "b"]
assert missing_required_fields({"x": " y "}, ["x"]) == []
assert missing_required_fields({"a": None}, ["a", "a"]) == ["a"]
