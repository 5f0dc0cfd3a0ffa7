# query: Normalise line breaks in a text: "\r\n" and lone "\r" become "\n", and runs of consecutive line
#   breaks are shortened so that at most max_blank blank lines (default 1) remain between lines of text.
# entry_point: tidy_line_breaks
# example: tidy_line_breaks("x\r\ny\r\n") == "x\ny\n"
# example: tidy_line_breaks("a\n\n\n\n\nb", 2) == "a\n\n\nb"

def tidy_line_breaks(text, max_blank=1):
    result = []
    newline_run = 0
    index = 0
    while index < len(text):
        character = text[index]
        if character == "\r":
            if index + 1 < len(text) and text[index + 1] == "\n":
                index += 1
            character = "\n"
        if character == "\n":
            newline_run += 1
            if newline_run <= max_blank + 1:
                result.append("\n")
        else:
            newline_run = 0
            result.append(character)
        index += 1
    return "".join(result)


# tests
assert tidy_line_breaks("a\r\nb") == "a\nb"
assert tidy_line_breaks("a\rb") == "a\nb"
assert tidy_line_breaks("a\n\n\n\nb") == "a\n\nb"
assert tidy_line_breaks("\n\n\nx") == "\n\nx"
assert tidy_line_breaks("a\n\n\nb", 0) == "a\nb"
assert tidy_line_breaks("a\n\n\nb", 2) == "a\n\n\nb"
assert tidy_line_breaks("") == ""
assert tidy_line_breaks("\r") == "\n"
assert tidy_line_breaks("x\r\r\ny", 5) == "x\n\ny"
assert tidy_line_breaks("end\r\n") == "end\n"
