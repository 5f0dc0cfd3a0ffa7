# query: Interpret a configuration flag value as a boolean: "true", "yes", "on", "y" and "1" mean True,
#   "false", "no", "off", "n" and "0" mean False, ignoring case and surrounding whitespace. Any other value,
#   including the empty string, gives None.
# entry_point: parse_bool_flag
# example: parse_bool_flag("Yes") == True
# example: parse_bool_flag("maybe") == None

def parse_bool_flag(value):
    normalized = value.strip().lower()
    if normalized in ("true", "yes", "on", "y", "1"):
        return True
    if normalized in ("false", "no", "off", "n", "0"):
        return False
    return None


# tests
assert parse_bool_flag("TRUE") is True
assert parse_bool_flag("  on\n") is True
assert parse_bool_flag("1") is True
assert parse_bool_flag("Off") is False
assert parse_bool_flag("n") is False
assert parse_bool_flag("0") is False
assert parse_bool_flag("") is None
assert parse_bool_flag("2") is None
assert parse_bool_flag("yess") is None
assert parse_bool_flag("o n") is None
