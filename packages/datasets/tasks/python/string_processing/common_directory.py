# query: Given slash-separated file paths, return the deepest directory that contains all of them,
#   comparing whole path components and treating the last component of each path as a file name.
#   Return "/" when only the root is shared by absolute paths and "" when nothing is shared or the list is empty.
# entry_point: common_directory
# example: common_directory(["/home/ann/a.txt", "/home/ann/b.txt"]) == "/home/ann"
# example: common_directory(["src/x.py", "src/util/y.py"]) == "src"

def common_directory(paths):
    if not paths:
        return ""
    split_paths = [path.split("/") for path in paths]
    shortest = min(len(parts) for parts in split_paths)
    common = []
    for index in range(shortest - 1):
        component = split_paths[0][index]
        if any(parts[index] != component for parts in split_paths):
            break
        common.append(component)
    if common == [""]:
        return "/"
    return "/".join(common)


# tests
assert common_directory(["/usr/lib/a", "/usr/local/b"]) == "/usr"
assert common_directory(["/a/b/c.txt"]) == "/a/b"
assert common_directory(["/x.txt", "/y.txt"]) == "/"
assert common_directory(["a/b/c", "a/b/d"]) == "a/b"
assert common_directory(["a/x", "b/y"]) == ""
assert common_directory([]) == ""
assert common_directory(["/a/b/c", "/a/b"]) == "/a"
assert common_directory(["/srv/app/x", "/srv/app/y", "/srv/api/z"]) == "/srv"
assert common_directory(["/srv/app/x", "/srv/apps/y"]) == "/srv"
