# query: Count the lines of a source file as a dict with "code", "comment" and "blank" counts, where a
#   blank line has only whitespace, a comment line starts with the comment prefix (default "#") after its
#   indentation, and every other line is code. Empty text has no lines; a final newline adds no line.
# entry_point: count_code_lines
# example: count_code_lines("x = 1\n# note\n") == {'code': 1, 'comment': 1, 'blank': 0}
# example: count_code_lines("a\n\n// b", "//") == {'code': 1, 'comment': 1, 'blank': 1}

def count_code_lines(source, prefix="#"):
    counts = {"code": 0, "comment": 0, "blank": 0}
    if source == "":
        return counts
    lines = source.split("\n")
    if source.endswith("\n"):
        lines.pop()
    for line in lines:
        stripped = line.strip()
        if not stripped:
            counts["blank"] += 1
        elif stripped.startswith(prefix):
            counts["comment"] += 1
        else:
            counts["code"] += 1
    return counts


# tests
assert count_code_lines("") == {'code': 0, 'comment': 0, 'blank': 0}
assert count_code_lines("\n") == {'code': 0, 'comment': 0, 'blank': 1}
assert count_code_lines("a\nb\n\n") == {'code': 2, 'comment': 0, 'blank': 1}
assert count_code_lines("  # indented comment\ncode  # trailing") == {'code': 1, 'comment': 1, 'blank': 0}
assert count_code_lines(" \t \n") == {'code': 0, 'comment': 0, 'blank': 1}
assert count_code_lines("-- sql\nSELECT 1;", "--") == {'code': 1, 'comment': 1, 'blank': 0}
assert count_code_lines("x\ny") == {'code': 2, 'comment': 0, 'blank': 0}
assert count_code_lines("#a\n#b\n#c") == {'code': 0, 'comment': 3, 'blank': 0}
