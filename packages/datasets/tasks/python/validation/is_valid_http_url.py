# query: Check whether a string is an absolute http or https URL (scheme in any case): after "://" comes a
#   host of non-empty dot-separated labels made of letters, digits and hyphens, an optional ":port" with a
#   value from 1 to 65535, and then optionally a path, query or fragment starting with "/", "?" or "#"
#   that contains no spaces.
# entry_point: is_valid_http_url
# example: is_valid_http_url("https://example.org/path?q=1") == True
# example: is_valid_http_url("https://example.org:99999") == False

def is_valid_http_url(url):
    lower = url.lower()
    if lower.startswith("http://"):
        rest = url[7:]
    elif lower.startswith("https://"):
        rest = url[8:]
    else:
        return False
    end = len(rest)
    for index in range(len(rest)):
        if rest[index] in "/?#":
            end = index
            break
    authority = rest[:end]
    if " " in rest[end:]:
        return False
    host = authority
    colon = authority.find(":")
    if colon != -1:
        host = authority[:colon]
        port = authority[colon + 1:]
        if not port.isdigit() or int(port) < 1 or int(port) > 65535:
            return False
    for label in host.split("."):
        if label == "":
            return False
        for character in label:
            if not (character.isalnum() or character == "-"):
                return False
    return True


# tests
assert is_valid_http_url("http://example.com") is True
assert is_valid_http_url("ftp://example.com") is False
assert is_valid_http_url("http://") is False
assert is_valid_http_url("http://a.com/a b") is False
assert is_valid_http_url("http://ex..com") is False
assert is_valid_http_url("http://exa_mple.com") is False
assert is_valid_http_url("HTTP://h:1/x?y#z") is True
assert is_valid_http_url("http://h:0") is False
assert is_valid_http_url("https://h.io:65535") is True
assert is_valid_http_url("http://h:65536") is False
