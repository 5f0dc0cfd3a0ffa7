# query: Return a copy of a record with some keys renamed according to a mapping of old name to new
#   name; keys not in the mapping are kept. Return None if two keys would end up with the same name.
# entry_point: rename_fields
# example: rename_fields({"name": "Ann", "age": 30}, {"name": "full_name"}) == {"full_name": "Ann", "age": 30}
# example: rename_fields({"x": 1}, {"x": "y", "z": "w"}) == {"y": 1}

def rename_fields(record, mapping):
    renamed = {}
    for key, value in record.items():
        new_key = mapping.get(key, key)
        if new_key in renamed:
            return None
        renamed[new_key] = value
    return renamed


# tests
assert rename_fields({}, {"a": "b"}) == {}
assert rename_fields({"a": 1}, {}) == {"a": 1}
assert rename_fields({"a": 1, "b": 2}, {"a": "x"}) == {"x": 1, "b": 2}
assert rename_fields({"a": 1, "b": 2}, {"a": "b", "b": "a"}) == {"b": 1, "a": 2}
assert rename_fields({"a": 1, "b": 2}, {"a": "b"}) is None
assert rename_fields({"a": 1, "b": 2}, {"a": "c", "b": "c"}) is None
assert rename_fields({"first_name": "Ann"}, {"first_name": "firstName", "zip": "postcode"}) == {"firstName": "Ann"}
assert rename_fields({"b": 2, "a": 1}, {"b": "a"}) is None
