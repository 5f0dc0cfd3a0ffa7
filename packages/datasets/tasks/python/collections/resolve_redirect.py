# query: Follow a chain of redirects (a dict from each source to its target) starting from a given
#   location and return a tuple of the final location, which has no further redirect, and the number
#   of hops taken. Return None if the chain loops back to a location already visited.
# entry_point: resolve_redirect
# example: resolve_redirect({"/old": "/new", "/new": "/final"}, "/old") == ("/final", 2)
# example: resolve_redirect({"/a": "/b"}, "/home") == ("/home", 0)

def resolve_redirect(redirects, start):
    current = start
    visited = {start}
    hops = 0
    while current in redirects:
        current = redirects[current]
        if current in visited:
            return None
        visited.add(current)
        hops += 1
    return (current, hops)


# tests
assert resolve_redirect({}, "/a") == ("/a", 0)
assert resolve_redirect({"/a": "/b"}, "/a") == ("/b", 1)
assert resolve_redirect({"/a": "/b", "/b": "/c"}, "/a") == ("/c", 2)
assert resolve_redirect({"/a": "/b", "/b": "/c"}, "/b") == ("/c", 1)
assert resolve_redirect({"/a": "/b", "/b": "/c"}, "/c") == ("/c", 0)
assert resolve_redirect({"/a": "/b", "/b": "/a"}, "/a") is None
assert resolve_redirect({"/a": "/a"}, "/a") is None
assert resolve_redirect({"/x": "/y", "/y": "/z", "/z": "/y"}, "/x") is None
assert resolve_redirect({"/p": "/q", "/r": "/p"}, "/r") == ("/q", 2)
