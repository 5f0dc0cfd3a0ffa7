# query: Remove a trailing comment from one line of source: everything from the first occurrence of the
#   comment marker (default "#", may be several characters) that is not inside a single- or double-quoted
#   string is dropped, along with trailing whitespace. A line without a comment only loses trailing whitespace.
# entry_point: strip_comment
# example: strip_comment("y = 2 # set y") == "y = 2"
# example: strip_comment("path = '#tag'") == "path = '#tag'"

def strip_comment(line, marker="#"):
    quote = None
    index = 0
    while index < len(line):
        character = line[index]
        if quote is not None:
            if character == quote:
                quote = None
        elif character == '"' or character == "'":
            quote = character
        elif line.startswith(marker, index):
            return line[:index].rstrip()
        index += 1
    return line.rstrip()


# tests
assert strip_comment("x = 1  # comment") == "x = 1"
assert strip_comment('s = "a#b"  # c') == 's = "a#b"'
assert strip_comment("# whole line") == ""
assert strip_comment("no comment   ") == "no comment"
assert strip_comment("") == ""
assert strip_comment("url = 'http://x' // note", "//") == "url = 'http://x'"
assert strip_comment("a / b // c", "//") == "a / b"
assert strip_comment('say "unterminated # still') == 'say "unterminated # still'
assert strip_comment("value# tight") == "value"
assert strip_comment("it's 'a # b' # end") == "it's 'a"
