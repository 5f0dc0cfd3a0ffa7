# query: Split a property path such as "users[0].address.city" into its keys: names separated by dots,
#   with "[n]" giving the integer index n. Return None for a malformed path: an empty name, an unclosed
#   bracket or a bracket whose content is not a non-negative integer.
# entry_point: parse_key_path
# example: parse_key_path("a.b.c") == ['a', 'b', 'c']
# example: parse_key_path("items[2].name") == ['items', 2, 'name']

def parse_key_path(path):
    keys = []
    index = 0
    expect_name = True
    while index < len(path):
        character = path[index]
        if character == "[":
            close = path.find("]", index)
            if close == -1 or not path[index + 1:close].isdigit():
                return None
            keys.append(int(path[index + 1:close]))
            index = close + 1
            expect_name = False
            continue
        if character == ".":
            if expect_name:
                return None
            expect_name = True
            index += 1
            continue
        start = index
        while index < len(path) and path[index] not in ".[":
            index += 1
        keys.append(path[start:index])
        expect_name = False
    if expect_name:
        return None
    return keys


# tests
assert parse_key_path("users[0].address.city") == ['users', 0, 'address', 'city']
assert parse_key_path("matrix[1][2]") == ['matrix', 1, 2]
assert parse_key_path("single") == ['single']
assert parse_key_path("") is None
assert parse_key_path("a..b") is None
assert parse_key_path("a.") is None
assert parse_key_path(".a") is None
assert parse_key_path("a[x]") is None
assert parse_key_path("a[12") is None
assert parse_key_path("[10].id") == [10, 'id']
