# query: Parse a Content-Type header value into a lowercase media type and a dict of parameters, e.g.
#   "text/html; charset=UTF-8" -> ("text/html", {"charset": "UTF-8"}). Parameter names are lowercased,
#   values keep their case and lose surrounding double quotes, and parameters without "=" are skipped.
# entry_point: parse_content_type
# example: parse_content_type("application/json") == ('application/json', {})
# example: parse_content_type("text/plain; charset=us-ascii") == ('text/plain', {'charset': 'us-ascii'})

def parse_content_type(header):
    media_type, _, rest = header.partition(";")
    parameters = {}
    for piece in rest.split(";"):
        equals = piece.find("=")
        if equals == -1:
            continue
        name = piece[:equals].strip().lower()
        value = piece[equals + 1:].strip()
        if len(value) >= 2 and value[0] == '"' and value[-1] == '"':
            value = value[1:-1]
        if name:
            parameters[name] = value
    return (media_type.strip().lower(), parameters)


# tests
assert parse_content_type("Text/HTML; Charset=UTF-8") == ('text/html', {'charset': 'UTF-8'})
assert parse_content_type('multipart/form-data; boundary="abc def"') == ('multipart/form-data', {'boundary': 'abc def'})
assert parse_content_type("") == ('', {})
assert parse_content_type("image/png;") == ('image/png', {})
assert parse_content_type("a/b; flag; q=1") == ('a/b', {'q': '1'})
assert parse_content_type("a/b; x=\"\"") == ('a/b', {'x': ''})
assert parse_content_type("a/b; x=\"") == ('a/b', {'x': '"'})
assert parse_content_type('a/b; x=1"') == ('a/b', {'x': '1"'})
assert parse_content_type("a/b; =v; y = 2 ") == ('a/b', {'y': '2'})
assert parse_content_type("a/b; k=v=w") == ('a/b', {'k': 'v=w'})
