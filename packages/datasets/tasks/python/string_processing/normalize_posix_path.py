# query: Normalise a POSIX path without touching the file system: collapse repeated slashes, drop "."
#   segments, and let ".." remove the previous segment. In an absolute path ".." at the root is dropped;
#   in a relative path leading ".." segments are kept. An empty result is "." (or "/" when absolute).
# entry_point: normalize_posix_path
# example: normalize_posix_path("/usr//local/./bin/../lib") == '/usr/local/lib'
# example: normalize_posix_path("a/b/../../..") == '..'

def normalize_posix_path(path):
    absolute = path.startswith("/")
    parts = []
    for segment in path.split("/"):
        if segment == "" or segment == ".":
            continue
        if segment == "..":
            if parts and parts[-1] != "..":
                parts.pop()
            elif not absolute:
                parts.append("..")
            continue
        parts.append(segment)
    joined = "/".join(parts)
    if absolute:
        return "/" + joined
    return joined or "."


# tests
assert normalize_posix_path("") == '.'
assert normalize_posix_path("/") == '/'
assert normalize_posix_path("/../x") == '/x'
assert normalize_posix_path("../../x") == '../../x'
assert normalize_posix_path("a/./b/") == 'a/b'
assert normalize_posix_path("a/..") == '.'
assert normalize_posix_path("//a//b") == '/a/b'
assert normalize_posix_path("a/../../b/c/..") == '../b'
assert normalize_posix_path("./.../x") == '.../x'
assert normalize_posix_path("/a/b/../..") == '/'
