# query: Convert the string fields of a record according to a schema mapping field names to "int",
#   "float" or "bool" (true/yes/1 and false/no/0, case-insensitive, surrounding spaces ignored);
#   fields not in the schema are copied unchanged. Return None if any value cannot be converted.
# entry_point: coerce_record_types
# example: coerce_record_types({"age": "42", "active": "true"}, {"age": "int", "active": "bool"}) == {"age": 42, "active": True}
# example: coerce_record_types({"price": "9.99", "name": "pen"}, {"price": "float"}) == {"price": 9.99, "name": "pen"}

def coerce_record_types(record, schema):
    result = {}
    for field, raw in record.items():
        kind = schema.get(field)
        if kind == "int" or kind == "float":
            try:
                value = int(raw) if kind == "int" else float(raw)
            except ValueError:
                return None
        elif kind == "bool":
            lowered = raw.strip().lower()
            if lowered in ("true", "yes", "1"):
                value = True
            elif lowered in ("false", "no", "0"):
                value = False
            else:
                return None
        else:
            value = raw
        result[field] = value
    return result


# tests
assert coerce_record_types({}, {"a": "int"}) == {}
assert coerce_record_types({"a": "5"}, {"a": "int"}) == {"a": 5}
assert coerce_record_types({"a": "x"}, {"a": "int"}) is None
assert coerce_record_types({"a": "2.5"}, {"a": "int"}) is None
assert coerce_record_types({"p": "2.5"}, {"p": "float"}) == {"p": 2.5}
assert coerce_record_types({"p": "1e3"}, {"p": "float"}) == {"p": 1000.0}
assert coerce_record_types({"f": " Yes "}, {"f": "bool"}) == {"f": True}
assert coerce_record_types({"f": "maybe"}, {"f": "bool"}) is None
assert coerce_record_types({"n": "abc", "c": "3"}, {"c": "int"}) == {"n": "abc", "c": 3}
assert coerce_record_types({"a": "-7", "b": "FALSE", "c": "0"}, {"a": "int", "b": "bool", "c": "bool"}) == {"a": -7, "b": False, "c": False}
