# query: For each record, set a target field to the first value among a list of candidate fields that is
#   neither missing, None nor an empty string (None if there is none), returning new dicts and leaving
#   the input records unchanged. Zero and False count as values.
# entry_point: coalesce_fields
# example: coalesce_fields([{"nick": "", "name": "Ann"}], ["nick", "name"], "display") == [{"nick": "", "name": "Ann", "display": "Ann"}]
# example: coalesce_fields([{"a": 1}], ["b"], "c") == [{"a": 1, "c": None}]

def coalesce_fields(records, fields, target):
    result = []
    for record in records:
        chosen = None
        for field in fields:
            value = record.get(field)
            if value is not None and value != "":
                chosen = value
                break
        updated = dict(record)
        updated[target] = chosen
        result.append(updated)
    return result


# tests
assert coalesce_fields([], ["a"], "t") == []
assert coalesce_fields([{"a": 1, "b": 2}], ["a", "b"], "t") == [{"a": 1, "b": 2, "t": 1}]
assert coalesce_fields([{"a": None, "b": 2}], ["a", "b"], "t") == [{"a": None, "b": 2, "t": 2}]
assert coalesce_fields([{"b": 0}], ["a", "b"], "t") == [{"b": 0, "t": 0}]
assert coalesce_fields([{"a": False, "b": 3}], ["a", "b"], "t") == [{"a": False, "b": 3, "t": False}]
assert coalesce_fields([{"a": "", "b": None}], ["a", "b"], "t") == [{"a": "", "b": None, "t": None}]
assert coalesce_fields([{"a": "x", "t": "old"}], ["a"], "t") == [{"a": "x", "t": "x"}]
assert coalesce_fields([{"a": 5, "b": 6}], ["b", "a"], "a") == [{"a": 6, "b": 6}]
assert coalesce_fields([{"a": "p"}, {"b": "q"}], ["a", "b"], "t") == [{"a": "p", "t": "p"}, {"b": "q", "t": "q"}]
