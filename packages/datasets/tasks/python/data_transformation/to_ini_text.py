# query: Serialize a configuration dict as INI text: top-level entries that are not dicts come first as
#   "key = value" lines, then every dict entry becomes a "[name]" section header followed by its own
#   "key = value" lines, with a blank line before each section header unless it starts the text.
#   Booleans are written as true/false and None values are left out; lines are joined with "\n".
# entry_point: to_ini_text
# example: to_ini_text({"db": {"port": 5432}}) == "[db]\nport = 5432"
# example: to_ini_text({"debug": True, "app": {"name": "shop"}}) == "debug = true\n\n[app]\nname = shop"

def to_ini_text(config):
    def render(value):
        if value is True:
            return "true"
        if value is False:
            return "false"
        return str(value)

    lines = []
    for key, value in config.items():
        if not isinstance(value, dict) and value is not None:
            lines.append(f"{key} = {render(value)}")
    for name, section in config.items():
        if not isinstance(section, dict):
            continue
        if lines:
            lines.append("")
        lines.append(f"[{name}]")
        for key, value in section.items():
            if value is not None:
                lines.append(f"{key} = {render(value)}")
    return "\n".join(lines)


# tests
assert to_ini_text({}) == ""
assert to_ini_text({"a": 1, "b": "x"}) == "a = 1\nb = x"
assert to_ini_text({"a": None, "b": False}) == "b = false"
assert to_ini_text({"s": {}}) == "[s]"
assert to_ini_text({"s": {"k": None, "on": True}}) == "[s]\non = true"
assert to_ini_text({"one": {"a": 1}, "two": {"b": 2}}) == "[one]\na = 1\n\n[two]\nb = 2"
assert to_ini_text({"sec": {"x": 0}, "top": 3}) == "top = 3\n\n[sec]\nx = 0"
assert to_ini_text({"z": None, "sec": {"v": 1.5}}) == "[sec]\nv = 1.5"
assert to_ini_text({"n": 0, "e": ""}) == "n = 0\ne = "
