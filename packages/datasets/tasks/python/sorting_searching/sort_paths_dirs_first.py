# query: Sort slash-separated file paths like a file browser: compare component by component, and at the first
#   difference a directory (a component followed by more components) comes before a file; otherwise components compare
#   case-insensitively. Paths with equal keys keep their order.
# entry_point: sort_paths_dirs_first
# example: sort_paths_dirs_first(["b.txt", "a/c.txt"]) == ["a/c.txt", "b.txt"]
# example: sort_paths_dirs_first(["z/x", "a"]) == ["z/x", "a"]

def sort_paths_dirs_first(paths):
    def sort_key(path):
        parts = path.split("/")
        key = []
        for index, part in enumerate(parts):
            key.append((index == len(parts) - 1, part.lower()))
        return key
    return sorted(paths, key=sort_key)


# tests
assert sort_paths_dirs_first([]) == []
assert sort_paths_dirs_first(["readme.md", "src/main.py", "docs/index.md", "LICENSE"]) == ['docs/index.md', 'src/main.py', 'LICENSE', 'readme.md']
assert sort_paths_dirs_first(["src/b.py", "src/lib/a.py", "src/a.py"]) == ['src/lib/a.py', 'src/a.py', 'src/b.py']
assert sort_paths_dirs_first(["B.txt", "a.txt"]) == ['a.txt', 'B.txt']
assert sort_paths_dirs_first(["x/y/z", "x/y", "x"]) == ['x/y/z', 'x/y', 'x']
assert sort_paths_dirs_first(["Docs/a", "docs/b", "docs"]) == ['Docs/a', 'docs/b', 'docs']
assert sort_paths_dirs_first(["a/B", "a/b"]) == ['a/B', 'a/b']
assert sort_paths_dirs_first(["m/n.txt", "m.txt/n"]) == ['m/n.txt', 'm.txt/n']
