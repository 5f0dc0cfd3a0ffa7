# query: Split a string field of each record on a separator into several new fields, removing the
#   original field: missing parts become None, and any extra parts stay joined (with the separator) in
#   the last new field. A record without the field gets None in every new field. Input is not modified.
# entry_point: split_column
# example: split_column([{"name": "Ada Lovelace"}], "name", " ", ["first", "last"]) == [{"first": "Ada", "last": "Lovelace"}]
# example: split_column([{"id": 1, "pair": "x:y:z"}], "pair", ":", ["a", "b"]) == [{"id": 1, "a": "x", "b": "y:z"}]

def split_column(records, field, separator, new_fields):
    result = []
    for record in records:
        updated = {key: value for key, value in record.items() if key != field}
        text = record.get(field)
        parts = []
        if text is not None:
            parts = text.split(separator, len(new_fields) - 1)
        for index, name in enumerate(new_fields):
            updated[name] = parts[index] if index < len(parts) else None
        result.append(updated)
    return result


# tests
assert split_column([], "f", ",", ["a"]) == []
assert split_column([{"f": "1,2"}], "f", ",", ["a", "b"]) == [{"a": "1", "b": "2"}]
assert split_column([{"f": "1"}], "f", ",", ["a", "b", "c"]) == [{"a": "1", "b": None, "c": None}]
assert split_column([{"f": "1,2,3,4"}], "f", ",", ["a", "b"]) == [{"a": "1", "b": "2,3,4"}]
assert split_column([{"g": 5}], "f", ",", ["a"]) == [{"g": 5, "a": None}]
assert split_column([{"f": "x-y"}], "f", "-", ["only"]) == [{"only": "x-y"}]
assert split_column([{"f": ",b"}], "f", ",", ["a", "b"]) == [{"a": "", "b": "b"}]
assert split_column([{"k": 1, "f": "p q"}, {"k": 2, "f": "r"}], "f", " ", ["x", "y"]) == [{"k": 1, "x": "p", "y": "q"}, {"k": 2, "x": "r", "y": None}]
assert split_column([{"f": None}], "f", ",", ["a", "b"]) == [{"a": None, "b": None}]
