# query: Convert every dict key in a nested structure of dicts and lists to snake_case: each uppercase
#   letter starts a new underscore-separated lower-case word (no underscore at the very start or
#   after an existing underscore) and hyphens and spaces become underscores. Values that are not
#   dicts or lists are returned unchanged.
# entry_point: snake_case_keys
# example: snake_case_keys({"lastName": "Lee"}) == {"last_name": "Lee"}
# example: snake_case_keys([{"zipCode": 1}, {"city name": 2}]) == [{"zip_code": 1}, {"city_name": 2}]

def snake_case_keys(data):
    if isinstance(data, list):
        return [snake_case_keys(item) for item in data]
    if not isinstance(data, dict):
        return data
    result = {}
    for key, value in data.items():
        new_key = ""
        for index in range(len(key)):
            character = key[index]
            if character.isupper():
                if index > 0 and key[index - 1] != "_":
                    new_key += "_"
                new_key += character.lower()
            elif character == "-" or character == " ":
                new_key += "_"
            else:
                new_key += character
        result[new_key] = snake_case_keys(value)
    return result


# tests
assert snake_case_keys({}) == {}
assert snake_case_keys({"firstName": "Ann"}) == {"first_name": "Ann"}
assert snake_case_keys({"UserID": 1}) == {"user_i_d": 1}
assert snake_case_keys({"already_snake": 1}) == {"already_snake": 1}
assert snake_case_keys({"some-key name": 1}) == {"some_key_name": 1}
assert snake_case_keys({"a_B": 1}) == {"a_b": 1}
assert snake_case_keys({"outerKey": {"innerKey": [{"deepKey": 1}, 2]}}) == {"outer_key": {"inner_key": [{"deep_key": 1}, 2]}}
assert snake_case_keys({"k": "camelCase"}) == {"k": "camelCase"}
assert snake_case_keys(5) == 5
assert snake_case_keys([{"aB": 1}]) == [{"a_b": 1}]
