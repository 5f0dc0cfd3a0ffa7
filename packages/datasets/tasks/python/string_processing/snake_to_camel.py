# query: Convert a snake_case name to camelCase, or to PascalCase when the flag is set. Empty segments
#   from leading, trailing or repeated underscores are ignored, every word is lowercased apart from its
#   capitalised first letter, and a name with no letters or digits gives the empty string.
# entry_point: snake_to_camel
# example: snake_to_camel("max_value") == "maxValue"
# example: snake_to_camel("http_server", True) == "HttpServer"

def snake_to_camel(name, capitalize_first=False):
    parts = [part for part in name.split("_") if part != ""]
    words = []
    for index, part in enumerate(parts):
        if index == 0 and not capitalize_first:
            words.append(part.lower())
        else:
            words.append(part[0].upper() + part[1:].lower())
    return "".join(words)


# tests
assert snake_to_camel("user_id") == "userId"
assert snake_to_camel("user_id", True) == "UserId"
assert snake_to_camel("__private__name") == "privateName"
assert snake_to_camel("") == ""
assert snake_to_camel("___") == ""
assert snake_to_camel("HTTP_STATUS_CODE") == "httpStatusCode"
assert snake_to_camel("a_b_c", True) == "ABC"
assert snake_to_camel("single") == "single"
assert snake_to_camel("x1_y2") == "x1Y2"
assert snake_to_camel("max_retry_count_") == "maxRetryCount"
