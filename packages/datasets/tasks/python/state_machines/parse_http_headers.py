# query: Parse HTTP header lines (separated by CRLF or LF) into a dict keyed by lower-cased header name with
#   trimmed values, stopping at the first empty line. A line starting with a space or tab continues the previous
#   value (joined by one space) and a repeated name appends ", " plus the new value. Return None for a line
#   without a colon, an empty name, or a continuation line with nothing to continue.
# entry_point: parse_http_headers
# example: parse_http_headers("Content-Type: text/html") == {"content-type": "text/html"}
# example: parse_http_headers("A: x\nB: y") == {"a": "x", "b": "y"}

def parse_http_headers(text):
    headers = {}
    last = None
    for raw in text.split("\n"):
        line = raw.rstrip("\r")
        if line == "":
            break
        if line[0] in " \t":
            if last is None:
                return None
            headers[last] += " " + line.strip()
            continue
        name, colon, value = line.partition(":")
        name = name.strip().lower()
        if not colon or not name:
            return None
        if name in headers:
            headers[name] += ", " + value.strip()
        else:
            headers[name] = value.strip()
        last = name
    return headers


# tests
assert parse_http_headers("Host: a.com\r\nAccept: */*") == {"host": "a.com", "accept": "*/*"}
assert parse_http_headers("") == {}
assert parse_http_headers("X-A: 1\r\nx-a: 2") == {"x-a": "1, 2"}
assert parse_http_headers("Subject: hi\r\n  there") == {"subject": "hi there"}
assert parse_http_headers(" lead") is None
assert parse_http_headers("NoColon") is None
assert parse_http_headers(": v") is None
assert parse_http_headers("A: 1\r\n\r\nB: 2") == {"a": "1"}
assert parse_http_headers("K:v:w\n\tmore") == {"k": "v:w more"}
