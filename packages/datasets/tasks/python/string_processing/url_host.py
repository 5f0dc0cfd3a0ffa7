# query: Extract the host name from a URL in lowercase: skip the scheme ("scheme://"), any "user:pass@"
#   credentials and the port, and stop at the first "/", "?" or "#". IPv6 hosts in brackets are returned
#   without the brackets. A URL without "://" gives "".
# entry_point: url_host
# example: url_host("https://Example.com/path") == 'example.com'
# example: url_host("http://localhost:8080") == 'localhost'

def url_host(url):
    marker = url.find("://")
    if marker == -1:
        return ""
    rest = url[marker + 3:]
    end = len(rest)
    for stop in "/?#":
        position = rest.find(stop)
        if position != -1 and position < end:
            end = position
    authority = rest[:end]
    at = authority.rfind("@")
    host = authority[at + 1:]
    if host.startswith("["):
        close = host.find("]")
        return host[1:close].lower() if close != -1 else ""
    colon = host.find(":")
    if colon != -1:
        host = host[:colon]
    return host.lower()


# tests
assert url_host("ftp://user:secret@Files.Example.org:21/pub") == 'files.example.org'
assert url_host("example.com/path") == ''
assert url_host("https://[2001:DB8::1]:443/") == '2001:db8::1'
assert url_host("https://a.b?x=1/2") == 'a.b'
assert url_host("https://a.b#frag/x") == 'a.b'
assert url_host("http://") == ''
assert url_host("https://u@h") == 'h'
assert url_host("https://[::1") == ''
assert url_host("s3://bucket-name/key") == 'bucket-name'
