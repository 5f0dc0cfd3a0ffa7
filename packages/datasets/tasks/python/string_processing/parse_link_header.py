# query: Parse an HTTP Link header such as '<https://x/?page=2>; rel="next", <https://x/?page=9>; rel="last"'
#   into a dict from rel value to URL. A link may list several space-separated rel values, each mapping to
#   its URL; links without a rel or without angle brackets are skipped, and the first URL wins for a repeated rel.
# entry_point: parse_link_header
# example: parse_link_header('<http://a/2>; rel="next"') == {'next': 'http://a/2'}
# example: parse_link_header('') == {}

def parse_link_header(header):
    links = {}
    for entry in header.split(","):
        parts = entry.split(";")
        target = parts[0].strip()
        if not (target.startswith("<") and target.endswith(">")):
            continue
        url = target[1:-1]
        for parameter in parts[1:]:
            name, _, value = parameter.partition("=")
            if name.strip().lower() != "rel":
                continue
            for rel in value.strip().strip('"').split():
                if rel not in links:
                    links[rel] = url
    return links


# tests
assert parse_link_header('<https://x/?p=2>; rel="next", <https://x/?p=9>; rel="last"') == {'next': 'https://x/?p=2', 'last': 'https://x/?p=9'}
assert parse_link_header('<u1>; rel="prev first"') == {'prev': 'u1', 'first': 'u1'}
assert parse_link_header('<u1>; title="x"') == {}
assert parse_link_header('u1; rel="next"') == {}
assert parse_link_header('<u1>; REL=next') == {'next': 'u1'}
assert parse_link_header('<u1>; rel="next", <u2>; rel="next"') == {'next': 'u1'}
assert parse_link_header(' <u3> ; rel = "up" ') == {'up': 'u3'}
assert parse_link_header('<>; rel="self"') == {'self': ''}
assert parse_link_header('<u4; rel="x"') == {}
