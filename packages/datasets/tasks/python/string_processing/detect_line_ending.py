# query: Report which line ending a text uses: "crlf" if every line break is "\r\n", "lf" if every one is a
#   lone "\n", "cr" if every one is a lone "\r", "mixed" if more than one kind occurs, and "none" if there are
#   no line breaks.
# entry_point: detect_line_ending
# example: detect_line_ending("a\r\nb\r\n") == 'crlf'
# example: detect_line_ending("a\nb\r\n") == 'mixed'

def detect_line_ending(text):
    kinds = set()
    index = 0
    while index < len(text):
        character = text[index]
        if character == "\r":
            if index + 1 < len(text) and text[index + 1] == "\n":
                kinds.add("crlf")
                index += 2
                continue
            kinds.add("cr")
        elif character == "\n":
            kinds.add("lf")
        index += 1
    if not kinds:
        return "none"
    if len(kinds) > 1:
        return "mixed"
    return kinds.pop()


# tests
assert detect_line_ending("") == 'none'
assert detect_line_ending("x\r\n") == 'crlf'
assert detect_line_ending("\r\n\n") == 'mixed'
assert detect_line_ending("a\nb") == 'lf'
assert detect_line_ending("a\rb\r") == 'cr'
assert detect_line_ending("\r\n") == 'crlf'
assert detect_line_ending("a\r") == 'cr'
assert detect_line_ending("\n\r") == 'mixed'
assert detect_line_ending("x\r\ny\rz") == 'mixed'
assert detect_line_ending("\r\r\n") == 'mixed'
