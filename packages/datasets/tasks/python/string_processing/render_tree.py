# query: Render a nested dict as tree lines like the tree command: each key is one line, children are
#   listed under their parent in insertion order, the last child of a level uses "└── " and the others
#   "├── ", and deeper levels are indented with "│   " below a non-last parent or four spaces below a last one.
# entry_point: render_tree
# example: render_tree({"a": {}, "b": {}}) == ['├── a', '└── b']
# example: render_tree({"src": {"main.py": {}}}) == ['└── src', '    └── main.py']

def render_tree(tree, prefix=""):
    lines = []
    names = list(tree)
    for position, name in enumerate(names):
        last = position == len(names) - 1
        lines.append(prefix + ("└── " if last else "├── ") + name)
        children = tree[name]
        if children:
            lines.extend(render_tree(children, prefix + ("    " if last else "│   ")))
    return lines


# tests
assert render_tree({}) == []
assert render_tree({"only": {}}) == ['└── only']
assert render_tree({"a": {"b": {}, "c": {}}, "d": {}}) == ['├── a', '│   ├── b', '│   └── c', '└── d']
assert render_tree({"a": {"b": {"c": {}}}}) == ['└── a', '    └── b', '        └── c']
assert render_tree({"x": {"y": {}}, "z": {"w": {}}}) == ['├── x', '│   └── y', '└── z', '    └── w']
assert render_tree({"r": {}}, "  ") == ['  └── r']
assert render_tree({"p": {"q": {}, "r": {"s": {}}}}) == ['└── p', '    ├── q', '    └── r', '        └── s']
