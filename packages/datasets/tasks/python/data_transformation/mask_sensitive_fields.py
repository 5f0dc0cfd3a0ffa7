# query: Return a copy of a nested structure of dicts and lists in which the value of every dict key
#   that is in a given collection of sensitive field names (matched exactly) is replaced by "***",
#   whatever that value is. Everything else is copied unchanged.
# entry_point: mask_sensitive_fields
# example: mask_sensitive_fields({"name": "Ann", "ssn": "123"}, {"ssn"}) == {"name": "Ann", "ssn": "***"}
# example: mask_sensitive_fields([{"api_key": "k1"}], {"api_key"}) == [{"api_key": "***"}]

def mask_sensitive_fields(data, fields):
    if isinstance(data, dict):
        masked = {}
        for key, value in data.items():
            if key in fields:
                masked[key] = "***"
            else:
                masked[key] = mask_sensitive_fields(value, fields)
        return masked
    if isinstance(data, list):
        return [mask_sensitive_fields(item, fields) for item in data]
    return data


# tests
assert mask_sensitive_fields({}, {"password"}) == {}
assert mask_sensitive_fields({"user": "a", "password": "x"}, {"password"}) == {"user": "a", "password": "***"}
assert mask_sensitive_fields({"db": {"token": "t", "host": "h"}}, {"token"}) == {"db": {"token": "***", "host": "h"}}
assert mask_sensitive_fields([{"secret": 1}, {"ok": 2}], ["secret"]) == [{"secret": "***"}, {"ok": 2}]
assert mask_sensitive_fields({"password": {"a": 1}}, {"password"}) == {"password": "***"}
assert mask_sensitive_fields({"Password": "x"}, {"password"}) == {"Password": "x"}
assert mask_sensitive_fields(5, {"a"}) == 5
assert mask_sensitive_fields({"items": [[{"key": "k"}]]}, {"key"}) == {"items": [[{"key": "***"}]]}
assert mask_sensitive_fields({"note": "password"}, {"password"}) == {"note": "password"}
