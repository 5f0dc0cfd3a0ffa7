# query: Check a record (dictionary) against a schema mapping field names to "int", "float", "str", "bool"
#   or "list". Return messages in schema order: "<field>: missing" for absent fields and "<field>: expected
#   <type>" for wrong types (booleans are not ints or floats, ints are accepted as floats), followed by
#   "<field>: unexpected" for record fields not in the schema, in record order.
# entry_point: schema_type_errors
# example: schema_type_errors({"age": "30"}, {"age": "int"}) == ["age: expected int"]
# example: schema_type_errors({"tags": [], "ok": True}, {"tags": "list", "ok": "bool"}) == []

def schema_type_errors(record, schema):
    errors = []
    for field, expected in schema.items():
        if field not in record:
            errors.append(field + ": missing")
            continue
        value = record[field]
        if expected == "bool":
            ok = isinstance(value, bool)
        elif expected == "int":
            ok = isinstance(value, int) and not isinstance(value, bool)
        elif expected == "float":
            ok = isinstance(value, (int, float)) and not isinstance(value, bool)
        elif expected == "str":
            ok = isinstance(value, str)
        else:
            ok = isinstance(value, list)
        if not ok:
            errors.append(field + ": expected " + expected)
    for field in record:
        if field not in schema:
            errors.append(field + ": unexpected")
    return errors


# tests
assert schema_type_errors({"id": 1, "name": "a"}, {"id": "int", "name": "str"}) == []
assert schema_type_errors({}, {"id": "int"}) == ["id: missing"]
assert schema_type_errors({"id": True}, {"id": "int"}) == ["id: expected int"]
assert schema_type_errors({"x": 3}, {"x": "float"}) == []
assert schema_type_errors({"x": False}, {"x": "float"}) == ["x: expected float"]
assert schema_type_errors({"x": "1.5"}, {"x": "float"}) == ["x: expected float"]
assert schema_type_errors({"f": 1}, {"f": "bool"}) == ["f: expected bool"]
assert schema_type_errors({"t": ["a"], "u": "x"}, {"t": "list", "u": "list"}) == ["u: expected list"]
assert schema_type_errors({"a": 1, "extra": 2, "z": 0}, {"a": "int"}) == ["extra: unexpected", "z: unexpected"]
assert schema_type_errors({"n": "1", "m": 2.5}, {"m": "int", "n": "str", "k": "bool"}) == ["m: expected int", "k: missing"]
