# query: Guess the indentation unit of source lines: "\t" if more indented lines start with a tab than with
#   a space, otherwise the most common positive difference in leading-space count between consecutive
#   non-blank lines, as that many spaces (ties go to the smaller width). Return "" when nothing is indented.
# entry_point: detect_indent_unit
# example: detect_indent_unit(["if x:", "    y = 1"]) == '    '
# example: detect_indent_unit(["a", "\tb"]) == '\t'

def detect_indent_unit(lines):
    tabs = 0
    spaced = 0
    counts = {}
    previous = 0
    for line in lines:
        if line.strip() == "":
            continue
        if line[0] == "\t":
            tabs += 1
            continue
        indent = len(line) - len(line.lstrip(" "))
        if indent > 0:
            spaced += 1
        step = indent - previous
        if step > 0:
            counts[step] = counts.get(step, 0) + 1
        previous = indent
    if tabs > spaced:
        return "\t"
    if not counts:
        return ""
    best = None
    for width, count in counts.items():
        if best is None or count > counts[best] or (count == counts[best] and width < best):
            best = width
    return " " * best


# tests
assert detect_indent_unit([]) == ''
assert detect_indent_unit(["x", "\ty", "z"]) == '\t'
assert detect_indent_unit(["a", " b"]) == ' '
assert detect_indent_unit(["a", "    b", "c", "  d"]) == '  '
assert detect_indent_unit(["a", "    b", "", "c", "    d", "      e"]) == '    '
assert detect_indent_unit(["\ta", "\tb", "  c"]) == '\t'
assert detect_indent_unit(["a", "  b", "c", "    d"]) == '  '
assert detect_indent_unit(["\ta", " b", " c"]) == ' '
assert detect_indent_unit(["\ta", "  b"]) == '  '
assert detect_indent_unit(["  a", "b"]) == '  '
