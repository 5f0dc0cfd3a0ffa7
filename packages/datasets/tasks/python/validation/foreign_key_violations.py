# query: Find rows that reference a missing parent: given child records (dicts), the name of their foreign
#   key field and the collection of valid parent ids, return the indexes of children whose key is absent from
#   the parents. A child without the field, or with None, is allowed unless required is True.
# entry_point: foreign_key_violations
# example: foreign_key_violations([{"user": 1}, {"user": 9}], "user", {1, 2}) == [1]
# example: foreign_key_violations([{"user": None}], "user", {1}, True) == [0]

def foreign_key_violations(children, field, parent_ids, required=False):
    valid = set(parent_ids)
    bad = []
    for index, child in enumerate(children):
        value = child.get(field)
        if value is None:
            if required:
                bad.append(index)
            continue
        if value not in valid:
            bad.append(index)
    return bad


# tests
assert foreign_key_violations([], "k", []) == []
assert foreign_key_violations([{"k": 1}, {"k": 2}, {"k": 3}], "k", [2]) == [0, 2]
assert foreign_key_violations([{"k": None}, {}], "k", [1]) == []
assert foreign_key_violations([{"k": None}, {}, {"k": 1}], "k", [1], True) == [0, 1]
assert foreign_key_violations([{"k": 0}], "k", [0]) == []
assert foreign_key_violations([{"k": "1"}], "k", [1]) == [0]
assert foreign_key_violations([{"other": 5}], "k", [], False) == []
assert foreign_key_violations([{"k": 7}, {"k": 7}], "k", (7,)) == []
