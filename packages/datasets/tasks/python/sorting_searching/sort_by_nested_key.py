# query: Stably sort dicts ascending by the value at a dotted key path such as "user.age". Records where the path is
#   missing, or passes through a value that is not a dict, come after the others in their original order.
# entry_point: sort_by_nested_key
# example: sort_by_nested_key([{"a": {"b": 2}}, {"a": {"b": 1}}], "a.b") == [{"a": {"b": 1}}, {"a": {"b": 2}}]
# example: sort_by_nested_key([{"n": 1}, {"m": 0}], "n") == [{"n": 1}, {"m": 0}]

def sort_by_nested_key(records, path):
    present = []
    missing = []
    for record in records:
        value = record
        found = True
        for part in path.split("."):
            if not isinstance(value, dict) or part not in value:
                found = False
                break
            value = value[part]
        if found:
            present.append((value, record))
        else:
            missing.append(record)
    present.sort(key=lambda item: item[0])
    return [record for _, record in present] + missing


# tests
assert sort_by_nested_key([{"u": {"age": 30}}, {"u": {"age": 25}}, {"u": {"age": 41}}], "u.age") == [{'u': {'age': 25}}, {'u': {'age': 30}}, {'u': {'age': 41}}]
assert sort_by_nested_key([], "a.b") == []
assert sort_by_nested_key([{"u": {}}, {"u": {"age": 3}}, {"v": 1}], "u.age") == [{'u': {'age': 3}}, {'u': {}}, {'v': 1}]
assert sort_by_nested_key([{"u": 5}, {"u": {"age": 1}}], "u.age") == [{'u': {'age': 1}}, {'u': 5}]
assert sort_by_nested_key([{"k": 2, "id": "x"}, {"k": 1, "id": "y"}, {"k": 2, "id": "z"}], "k") == [{'k': 1, 'id': 'y'}, {'k': 2, 'id': 'x'}, {'k': 2, 'id': 'z'}]
assert sort_by_nested_key([{"a": {"b": {"c": -1}}}, {"a": {"b": {"c": -7}}}], "a.b.c") == [{'a': {'b': {'c': -7}}}, {'a': {'b': {'c': -1}}}]
assert sort_by_nested_key([{"a": {"b": 1}}, {"a": {"c": 0}}, {"a": {"b": 0}}], "a.b") == [{'a': {'b': 0}}, {'a': {'b': 1}}, {'a': {'c': 0}}]
assert sort_by_nested_key([{"name": "bo"}, {"name": "al"}, {}], "name") == [{'name': 'al'}, {'name': 'bo'}, {}]
