# query: Turn indented lines into block events like a Python tokenizer: for each non-blank line emit "INDENT" if it
#   is indented deeper than the current block, one "DEDENT" per block it closes, then "LINE"; at the end close all
#   open blocks with "DEDENT". Indentation counts leading spaces; return None when a dedent lands between levels.
# entry_point: indent_block_events
# example: indent_block_events(["if x:", "  y"]) == ["LINE", "INDENT", "LINE", "DEDENT"]
# example: indent_block_events(["a", "b"]) == ["LINE", "LINE"]

def indent_block_events(lines):
    stack = [0]
    events = []
    for line in lines:
        if not line.strip():
            continue
        width = len(line) - len(line.lstrip(" "))
        if width > stack[-1]:
            stack.append(width)
            events.append("INDENT")
        while width < stack[-1]:
            stack.pop()
            events.append("DEDENT")
        if width != stack[-1]:
            return None
        events.append("LINE")
    while len(stack) > 1:
        stack.pop()
        events.append("DEDENT")
    return events


# tests
assert indent_block_events(["a", "  b", "c"]) == ["LINE", "INDENT", "LINE", "DEDENT", "LINE"]
assert indent_block_events([]) == []
assert indent_block_events(["x"]) == ["LINE"]
assert indent_block_events(["a", " b", "  c"]) == ["LINE", "INDENT", "LINE", "INDENT", "LINE", "DEDENT", "DEDENT"]
assert indent_block_events(["a", "    b", "  c"]) is None
assert indent_block_events(["a", "", "  b"]) == ["LINE", "INDENT", "LINE", "DEDENT"]
assert indent_block_events(["a", "  b", "    c", "d"]) == ["LINE", "INDENT", "LINE", "INDENT", "LINE", "DEDENT", "DEDENT", "LINE"]
assert indent_block_events(["  a"]) == ["INDENT", "LINE", "DEDENT"]
assert indent_block_events(["a", "  b", "  c", "   "]) == ["LINE", "INDENT", "LINE", "LINE", "DEDENT"]
