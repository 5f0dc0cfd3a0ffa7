# query: Split an absolute URL "scheme://host[:port][/path][?query][#fragment]" into a dict with keys scheme, host, port
#   (an int, or None when absent), path ("/" when absent), query and fragment ("" when absent). The scheme and host are
#   lower-cased. Return None if "://" is missing, the host is empty, or the port is not all digits.
# entry_point: parse_url_components
# example: parse_url_components("http://a.io") == {"scheme": "http", "host": "a.io", "port": None, "path": "/", "query": "", "fragment": ""}
# example: parse_url_components("https://x.org:8443/p?q=1#top") == {"scheme": "https", "host": "x.org", "port": 8443,
#   "path": "/p", "query": "q=1", "fragment": "top"}

def parse_url_components(url):
    marker = url.find("://")
    if marker <= 0:
        return None
    scheme = url[:marker].lower()
    rest = url[marker + 3:]
    fragment = ""
    query = ""
    if "#" in rest:
        rest, fragment = rest.split("#", 1)
    if "?" in rest:
        rest, query = rest.split("?", 1)
    slash = rest.find("/")
    authority = rest if slash == -1 else rest[:slash]
    path = "/" if slash == -1 else rest[slash:]
    host, colon, port_text = authority.partition(":")
    if not host or (colon and not port_text.isdigit()):
        return None
    port = int(port_text) if colon else None
    return {"scheme": scheme, "host": host.lower(), "port": port, "path": path, "query": query, "fragment": fragment}


# tests
assert parse_url_components("HTTP://Example.COM/Index.html") == {'scheme': 'http', 'host': 'example.com', 'port': None, 'path': '/Index.html', 'query': '', 'fragment': ''}
assert parse_url_components("example.com/path") is None
assert parse_url_components("://host") is None
assert parse_url_components("ftp://:21/") is None
assert parse_url_components("ftp://files.net:21") == {'scheme': 'ftp', 'host': 'files.net', 'port': 21, 'path': '/', 'query': '', 'fragment': ''}
assert parse_url_components("http://h:80x/") is None
assert parse_url_components("http://h:/") is None
assert parse_url_components("https://s.io/a/b?x=1?y=2#sec#2") == {'scheme': 'https', 'host': 's.io', 'port': None, 'path': '/a/b', 'query': 'x=1?y=2', 'fragment': 'sec#2'}
assert parse_url_components("https://s.io#frag?notquery") == {'scheme': 'https', 'host': 's.io', 'port': None, 'path': '/', 'query': '', 'fragment': 'frag?notquery'}
assert parse_url_components("s://H?only=query") == {'scheme': 's', 'host': 'h', 'port': None, 'path': '/', 'query': 'only=query', 'fragment': ''}
