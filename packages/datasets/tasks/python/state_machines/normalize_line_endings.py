# query: Convert every line ending in a text to "\n", where "\r\n" and a lone "\r" both count as one ending. Return the
#   converted text and a dict counting how many "crlf", "cr" and "lf" endings were found.
# entry_point: normalize_line_endings
# example: normalize_line_endings("a\r\nb") == ("a\nb", {"crlf": 1, "cr": 0, "lf": 0})
# example: normalize_line_endings("x\ry\n") == ("x\ny\n", {"crlf": 0, "cr": 1, "lf": 1})

def normalize_line_endings(text):
    counts = {"crlf": 0, "cr": 0, "lf": 0}
    out = []
    pending_cr = False
    for ch in text:
        if pending_cr:
            pending_cr = False
            if ch == "\n":
                counts["crlf"] += 1
                out.append("\n")
                continue
            counts["cr"] += 1
            out.append("\n")
        if ch == "\r":
            pending_cr = True
        elif ch == "\n":
            counts["lf"] += 1
            out.append("\n")
        else:
            out.append(ch)
    if pending_cr:
        counts["cr"] += 1
        out.append("\n")
    return ("".join(out), counts)


# tests
assert normalize_line_endings("") == ('', {'crlf': 0, 'cr': 0, 'lf': 0})
assert normalize_line_endings("one\r\ntwo\r\n") == ('one\ntwo\n', {'crlf': 2, 'cr': 0, 'lf': 0})
assert normalize_line_endings("a\rb\rc") == ('a\nb\nc', {'crlf': 0, 'cr': 2, 'lf': 0})
assert normalize_line_endings("a\r") == ('a\n', {'crlf': 0, 'cr': 1, 'lf': 0})
assert normalize_line_endings("\r\r\n") == ('\n\n', {'crlf': 1, 'cr': 1, 'lf': 0})
assert normalize_line_endings("\n\r") == ('\n\n', {'crlf': 0, 'cr': 1, 'lf': 1})
assert normalize_line_endings("p\n\nq") == ('p\n\nq', {'crlf': 0, 'cr': 0, 'lf': 2})
assert normalize_line_endings("x\r\n\ry\n\r\n") == ('x\n\ny\n\n', {'crlf': 2, 'cr': 1, 'lf': 1})
assert normalize_line_endings("plain text") == ('plain text', {'crlf': 0, 'cr': 0, 'lf': 0})
