# query: Parse a settings string such as "a=1; b=2" into a dictionary. Pairs are split on the pair
#   separator (default ";") and each pair at the first occurrence of the value separator (default "=",
#   may be several characters); keys and values are stripped, a pair without a value separator maps to "",
#   pairs with an empty key are skipped, and later duplicates override earlier ones.
# entry_point: parse_settings_string
# example: parse_settings_string("host=db;port=5432") == {"host": "db", "port": "5432"}
# example: parse_settings_string("a:1;b:2", ";", ":") == {"a": "1", "b": "2"}

def parse_settings_string(text, pair_separator=";", value_separator="="):
    settings = {}
    for segment in text.split(pair_separator):
        position = segment.find(value_separator)
        if position < 0:
            key = segment.strip()
            value = ""
        else:
            key = segment[:position].strip()
            value = segment[position + len(value_separator):].strip()
        if key == "":
            continue
        settings[key] = value
    return settings


# tests
assert parse_settings_string("a=1;b=2") == {"a": "1", "b": "2"}
assert parse_settings_string(" a = 1 ; ; b= x y ") == {"a": "1", "b": "x y"}
assert parse_settings_string("flag") == {"flag": ""}
assert parse_settings_string("") == {}
assert parse_settings_string("=5;k=v") == {"k": "v"}
assert parse_settings_string("k=1;k=2") == {"k": "2"}
assert parse_settings_string("url=http://x?a=b") == {"url": "http://x?a=b"}
assert parse_settings_string("a:1,b:2", ",", ":") == {"a": "1", "b": "2"}
assert parse_settings_string("x=>1|y=>2", "|", "=>") == {"x": "1", "y": "2"}
