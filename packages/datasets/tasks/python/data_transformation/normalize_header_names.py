# query: Build a headers dict from a list of (name, value) pairs, writing each name in canonical form
#   (every dash-separated part capitalised, the rest lowercase, e.g. "content-TYPE" -> "Content-Type")
#   with names and values trimmed, and joining the values of a repeated header with ", " in input order.
# entry_point: normalize_header_names
# example: normalize_header_names([("accept", "text/html")]) == {"Accept": "text/html"}
# example: normalize_header_names([("X-TAG", "a"), ("x-tag", "b")]) == {"X-Tag": "a, b"}

def normalize_header_names(pairs):
    headers = {}
    for name, value in pairs:
        parts = name.strip().split("-")
        canonical = "-".join(part[:1].upper() + part[1:].lower() for part in parts)
        value = value.strip()
        if canonical in headers:
            headers[canonical] += ", " + value
        else:
            headers[canonical] = value
    return headers


# tests
assert normalize_header_names([]) == {}
assert normalize_header_names([("content-type", "json")]) == {"Content-Type": "json"}
assert normalize_header_names([(" HOST ", " example.com ")]) == {"Host": "example.com"}
assert normalize_header_names([("x-forwarded-for", "1.1.1.1"), ("X-Forwarded-For", "2.2.2.2"), ("x-FORWARDED-for", "3.3.3.3")]) == {"X-Forwarded-For": "1.1.1.1, 2.2.2.2, 3.3.3.3"}
assert normalize_header_names([("a", "1"), ("b", "2"), ("A", "3")]) == {"A": "1, 3", "B": "2"}
assert normalize_header_names([("www-authenticate", "Basic")]) == {"Www-Authenticate": "Basic"}
assert normalize_header_names([("etag", "")]) == {"Etag": ""}
assert normalize_header_names([("x--id", "7")]) == {"X--Id": "7"}
