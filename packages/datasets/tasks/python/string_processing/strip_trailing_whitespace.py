# query: Clean up a text file's whitespace: remove trailing spaces and tabs from every line, drop blank
#   lines at the end of the file, and end the text with exactly one "\n". A text with no visible content
#   becomes "". Leading whitespace and blank lines inside the text are kept.
# entry_point: strip_trailing_whitespace
# example: strip_trailing_whitespace("a  \nb\t\n\n\n") == 'a\nb\n'
# example: strip_trailing_whitespace("x") == 'x\n'

def strip_trailing_whitespace(text):
    lines = [line.rstrip(" \t") for line in text.split("\n")]
    while lines and lines[-1] == "":
        lines.pop()
    if not lines:
        return ""
    return "\n".join(lines) + "\n"


# tests
assert strip_trailing_whitespace("") == ''
assert strip_trailing_whitespace("   \n\t\n") == ''
assert strip_trailing_whitespace("code();   ") == 'code();\n'
assert strip_trailing_whitespace("a\n\n  b  \n") == 'a\n\n  b\n'
assert strip_trailing_whitespace("  indented\n") == '  indented\n'
assert strip_trailing_whitespace("a\n \n") == 'a\n'
assert strip_trailing_whitespace("a\t \t\nb") == 'a\nb\n'
assert strip_trailing_whitespace("\n\nstart") == '\n\nstart\n'
