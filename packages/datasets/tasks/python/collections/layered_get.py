# query: Look up a dotted key path such as "db.port" in a list of nested configuration dicts ordered
#   from highest to lowest priority, returning the value from the first layer where the whole path
#   exists and the value is not None, or the default when no layer has it.
# entry_point: layered_get
# example: layered_get([{"db": {"port": 5433}}, {"db": {"port": 5432, "host": "h"}}], "db.host") == "h"
# example: layered_get([{"a": 1}], "b", 0) == 0

def layered_get(layers, path, default=None):
    parts = path.split(".")
    for layer in layers:
        current = layer
        found = True
        for part in parts:
            if isinstance(current, dict) and part in current:
                current = current[part]
            else:
                found = False
                break
        if found and current is not None:
            return current
    return default


# tests
assert layered_get([], "a") is None
assert layered_get([], "a", 7) == 7
assert layered_get([{"a": 1}, {"a": 2}], "a") == 1
assert layered_get([{"a": None}, {"a": 2}], "a") == 2
assert layered_get([{"a": {"b": 1}}, {"a": {"c": 2}}], "a.c") == 2
assert layered_get([{"a": 5}, {"a": {"b": 3}}], "a.b") == 3
assert layered_get([{"a": {"b": {"c": False}}}], "a.b.c") is False
assert layered_get([{"a": {"b": 1}}], "a.b.c", "none") == "none"
assert layered_get([{"x": {"y": 0}}, {"x": {"y": 9}}], "x.y") == 0
assert layered_get([{"a": {"b": 1}}], "a") == {"b": 1}
