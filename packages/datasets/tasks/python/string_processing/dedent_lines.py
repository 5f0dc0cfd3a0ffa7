# query: Remove the largest common run of leading spaces from every non-blank line of a multi-line text.
#   Lines consisting only of spaces are ignored when measuring the indentation and become empty;
#   text with no non-blank lines keeps its line breaks but loses all spaces.
# entry_point: dedent_lines
# example: dedent_lines("  a\n  b") == "a\nb"
# example: dedent_lines("   x\n     y") == "x\n  y"

def dedent_lines(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        stripped = line.lstrip(" ")
        if stripped == "":
            continue
        indent = len(line) - len(stripped)
        if margin is None or indent < margin:
            margin = indent
    result = []
    for line in lines:
        if line.strip(" ") == "":
            result.append("")
        else:
            result.append(line[margin:])
    return "\n".join(result)


# tests
assert dedent_lines("    a\n      b\n    c") == "a\n  b\nc"
assert dedent_lines("  x\n\n  y") == "x\n\ny"
assert dedent_lines("  x\n   \n  y") == "x\n\ny"
assert dedent_lines("no indent\n  some") == "no indent\n  some"
assert dedent_lines("") == ""
assert dedent_lines("   \n ") == "\n"
assert dedent_lines("\n  a\n    b\n") == "\na\n  b\n"
assert dedent_lines("      deep\n    less") == "  deep\nless"
assert dedent_lines("\ta\n\tb") == "\ta\n\tb"
