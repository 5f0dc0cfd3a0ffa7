# query: Build a URL query string from a list of (key, value) pairs joined with "&". Keys and values
#   are UTF-8 percent-encoded with uppercase hex, leaving only letters, digits and "-_.~" unescaped
#   (a space becomes %20). Non-string values are converted to text, and a value of None emits just
#   the key.
# entry_point: encode_query_string
# example: encode_query_string([("page", 2), ("sort", "name")]) == "page=2&sort=name"
# example: encode_query_string([("q", "a b")]) == "q=a%20b"

def encode_query_string(pairs):
    safe = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~"

    def escape(text):
        out = ""
        for byte in text.encode("utf-8"):
            if chr(byte) in safe:
                out += chr(byte)
            else:
                out += "%" + format(byte, "02X")
        return out

    parts = []
    for key, value in pairs:
        if value is None:
            parts.append(escape(key))
        else:
            parts.append(escape(key) + "=" + escape(str(value)))
    return "&".join(parts)


# tests
assert encode_query_string([]) == ""
assert encode_query_string([("a", "1")]) == "a=1"
assert encode_query_string([("a", "1"), ("b", "2")]) == "a=1&b=2"
assert encode_query_string([("q", "hello world")]) == "q=hello%20world"
assert encode_query_string([("x", "a&b=c")]) == "x=a%26b%3Dc"
assert encode_query_string([("flag", None), ("n", 5)]) == "flag&n=5"
assert encode_query_string([("name", "Zoë")]) == "name=Zo%C3%AB"
assert encode_query_string([("k", "a-b_c.d~e/f")]) == "k=a-b_c.d~e%2Ff"
assert encode_query_string([("a b", "")]) == "a%20b="
