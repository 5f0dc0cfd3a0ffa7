# query: Split a file name (or the last part of a path) into stem and extension, the extension starting at
#   the last dot and including it. A name whose only dot is its first character (like ".bashrc"), a name
#   ending in a dot, and a name without a dot have an empty extension. Directories in the path stay in the stem.
# entry_point: split_extension
# example: split_extension("photo.jpeg") == ('photo', '.jpeg')
# example: split_extension("docs/.env") == ('docs/.env', '')

def split_extension(path):
    slash = path.rfind("/")
    name_start = slash + 1
    dot = path.rfind(".")
    if dot <= name_start:
        return (path, "")
    while name_start < dot and path[name_start] == ".":
        name_start += 1
    if dot == name_start or dot == len(path) - 1:
        return (path, "")
    return (path[:dot], path[dot:])


# tests
assert split_extension("archive.tar.gz") == ('archive.tar', '.gz')
assert split_extension("README") == ('README', '')
assert split_extension(".bashrc") == ('.bashrc', '')
assert split_extension("..hidden") == ('..hidden', '')
assert split_extension("/home/user/.config/app.json") == ('/home/user/.config/app', '.json')
assert split_extension("dir.v2/file") == ('dir.v2/file', '')
assert split_extension("name.") == ('name.', '')
assert split_extension("") == ('', '')
assert split_extension(".a.b") == ('.a', '.b')
assert split_extension("x.y") == ('x', '.y')
