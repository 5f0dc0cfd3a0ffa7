# query: Toggle line comments on a block of code like an editor: if every non-blank line already starts
#   (after its indentation) with the marker, remove the marker and one following space from each; otherwise
#   add marker + " " after the indentation of every non-blank line. Blank lines are left unchanged.
# entry_point: toggle_comment_lines
# example: toggle_comment_lines(["x = 1"], "#") == ['# x = 1']
# example: toggle_comment_lines(["# x = 1"], "#") == ['x = 1']

def toggle_comment_lines(lines, marker):
    code_lines = [line for line in lines if line.strip()]
    commented = True
    for line in code_lines:
        if not line.lstrip().startswith(marker):
            commented = False
            break
    result = []
    for line in lines:
        if not line.strip():
            result.append(line)
            continue
        indent = line[:len(line) - len(line.lstrip())]
        body = line[len(indent):]
        if commented:
            body = body[len(marker):]
            if body.startswith(" "):
                body = body[1:]
            result.append(indent + body)
        else:
            result.append(indent + marker + " " + body)
    return result


# tests
assert toggle_comment_lines(["a", "  b"], "//") == ['// a', '  // b']
assert toggle_comment_lines(["// a", "  // b"], "//") == ['a', '  b']
assert toggle_comment_lines(["# a", "b"], "#") == ['# # a', '# b']
assert toggle_comment_lines([], "#") == []
assert toggle_comment_lines(["", "  "], "#") == ['', '  ']
assert toggle_comment_lines(["#tight", "#  two"], "#") == ['tight', ' two']
assert toggle_comment_lines(["x", "", "y"], "--") == ['-- x', '', '-- y']
assert toggle_comment_lines(["\t# tab"], "#") == ['\ttab']
