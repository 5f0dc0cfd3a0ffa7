# query: Render a nested dict as simple YAML lines: "key: value" for scalars (None as null, booleans as
#   true/false), "key:" followed by the nested mapping indented two more spaces for a non-empty dict, and
#   "key:" followed by "- item" lines (indented two more spaces) for a non-empty list of scalars. Empty
#   dicts and lists are written inline as {} and [].
# entry_point: to_simple_yaml
# example: to_simple_yaml({"name": "app", "debug": False}) == ["name: app", "debug: false"]
# example: to_simple_yaml({"db": {"port": 5432}}) == ["db:", "  port: 5432"]

def to_simple_yaml(data):
    lines = []

    def render_scalar(value):
        if value is None:
            return "null"
        if value is True:
            return "true"
        if value is False:
            return "false"
        return str(value)

    def emit(mapping, depth):
        pad = "  " * depth
        for key, value in mapping.items():
            if isinstance(value, dict) and value:
                lines.append(f"{pad}{key}:")
                emit(value, depth + 1)
            elif isinstance(value, list) and value:
                lines.append(f"{pad}{key}:")
                for item in value:
                    lines.append(f"{pad}  - {render_scalar(item)}")
            elif isinstance(value, dict):
                lines.append(f"{pad}{key}: {{}}")
            elif isinstance(value, list):
                lines.append(f"{pad}{key}: []")
            else:
                lines.append(f"{pad}{key}: {render_scalar(value)}")

    emit(data, 0)
    return lines


# tests
assert to_simple_yaml({}) == []
assert to_simple_yaml({"a": None, "b": True}) == ["a: null", "b: true"]
assert to_simple_yaml({"n": 0, "f": 1.5}) == ["n: 0", "f: 1.5"]
assert to_simple_yaml({"e": {}, "l": []}) == ["e: {}", "l: []"]
assert to_simple_yaml({"tags": ["x", None, False]}) == ["tags:", "  - x", "  - null", "  - false"]
assert to_simple_yaml({"a": {"b": {"c": 1}}}) == ["a:", "  b:", "    c: 1"]
assert to_simple_yaml({"a": {"l": [1, 2]}, "z": "end"}) == ["a:", "  l:", "    - 1", "    - 2", "z: end"]
assert to_simple_yaml({"s": {"x": {}, "y": True}}) == ["s:", "  x: {}", "  y: true"]
