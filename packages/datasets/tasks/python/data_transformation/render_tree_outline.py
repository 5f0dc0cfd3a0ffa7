# query: Render a tree of {"name", "children"} dicts (children optional) as outline lines in pre-order:
#   each line is two spaces per depth level, "- " and the name. Nodes deeper than max_depth are not
#   shown; a shown node at max_depth that has children gets a " (+N)" suffix counting its hidden children.
# entry_point: render_tree_outline
# example: render_tree_outline({"name": "src", "children": [{"name": "app.py"}]}, 5) == ["- src", "  - app.py"]
# example: render_tree_outline({"name": "root", "children": [{"name": "a"}, {"name": "b"}]}, 0) == ["- root (+2)"]

def render_tree_outline(tree, max_depth):
    lines = []
    stack = [(tree, 0)]
    while stack:
        node, depth = stack.pop()
        children = node.get("children", [])
        line = "  " * depth + "- " + node["name"]
        if depth == max_depth and children:
            line += f" (+{len(children)})"
        lines.append(line)
        if depth < max_depth:
            for child in reversed(children):
                stack.append((child, depth + 1))
    return lines


# tests
assert render_tree_outline({"name": "x"}, 0) == ["- x"]
assert render_tree_outline({"name": "x", "children": []}, 0) == ["- x"]
assert render_tree_outline({"name": "r", "children": [{"name": "a", "children": [{"name": "b"}]}, {"name": "c"}]}, 3) == ["- r", "  - a", "    - b", "  - c"]
assert render_tree_outline({"name": "r", "children": [{"name": "a", "children": [{"name": "b"}]}, {"name": "c"}]}, 1) == ["- r", "  - a (+1)", "  - c"]
assert render_tree_outline({"name": "r", "children": [{"name": "a", "children": [{"name": "b"}]}]}, 2) == ["- r", "  - a", "    - b"]
assert render_tree_outline({"name": "r", "children": [{"name": "a", "children": [{"name": "b", "children": [{"name": "c"}, {"name": "d"}]}]}]}, 2) == ["- r", "  - a", "    - b (+2)"]
assert render_tree_outline({"name": "top", "children": [{"name": "one"}, {"name": "two"}, {"name": "three"}]}, 1) == ["- top", "  - one", "  - two", "  - three"]
assert render_tree_outline({"name": "r", "children": [{"name": "a"}]}, 0) == ["- r (+1)"]
