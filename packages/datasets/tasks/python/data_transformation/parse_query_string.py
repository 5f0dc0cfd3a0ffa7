# query: Parse a URL query string into a dict from each key to the list of its values in order. Pairs
#   are separated by "&" (empty pairs are skipped), a pair without "=" has the value "", "+" means a
#   space and %XX escapes are decoded as UTF-8; a malformed escape is kept literally.
# entry_point: parse_query_string
# example: parse_query_string("x=1&y=2") == {"x": ["1"], "y": ["2"]}
# example: parse_query_string("tag=a&tag=b") == {"tag": ["a", "b"]}

def parse_query_string(text):
    def decode(part):
        raw = bytearray()
        index = 0
        while index < len(part):
            character = part[index]
            digits = part[index + 1:index + 3]
            if character == "%" and len(digits) == 2 and all(c in "0123456789abcdefABCDEF" for c in digits):
                raw.append(int(digits, 16))
                index += 3
                continue
            if character == "+":
                raw.append(32)
            else:
                raw.extend(character.encode("utf-8"))
            index += 1
        return raw.decode("utf-8", "replace")

    result = {}
    for segment in text.split("&"):
        if segment == "":
            continue
        key, _, value = segment.partition("=")
        key = decode(key)
        if key not in result:
            result[key] = []
        result[key].append(decode(value))
    return result


# tests
assert parse_query_string("") == {}
assert parse_query_string("a=1") == {"a": ["1"]}
assert parse_query_string("a=1&b=2&a=3") == {"a": ["1", "3"], "b": ["2"]}
assert parse_query_string("flag&&x=") == {"flag": [""], "x": [""]}
assert parse_query_string("q=hello+world%21") == {"q": ["hello world!"]}
assert parse_query_string("name=Zo%C3%AB") == {"name": ["Zoë"]}
assert parse_query_string("p=100%&r=%4") == {"p": ["100%"], "r": ["%4"]}
assert parse_query_string("a%20b=c%3Dd") == {"a b": ["c=d"]}
assert parse_query_string("k=%zz1") == {"k": ["%zz1"]}
assert parse_query_string("e=a=b") == {"e": ["a=b"]}
