# query: Remove C-style comments from source code: "//" comments up to (not including) the end of the line
#   and "/* ... */" block comments, which are replaced by a single space. Comment markers inside double- or
#   single-quoted string literals (which may contain backslash escapes) are left alone; an unclosed block
#   comment removes the rest of the text.
# entry_point: remove_c_comments
# example: remove_c_comments("x = 1; // set x") == 'x = 1; '
# example: remove_c_comments("a /* b */ c") == 'a   c'

def remove_c_comments(source):
    out = []
    index = 0
    quote = None
    while index < len(source):
        character = source[index]
        pair = source[index:index + 2]
        if quote:
            out.append(character)
            if character == "\\" and index + 1 < len(source):
                out.append(source[index + 1])
                index += 2
                continue
            if character == quote:
                quote = None
        elif character in "\"'":
            quote = character
            out.append(character)
        elif pair == "//":
            newline = source.find("\n", index)
            index = len(source) if newline == -1 else newline
            continue
        elif pair == "/*":
            close = source.find("*/", index + 2)
            out.append(" ")
            index = len(source) if close == -1 else close + 2
            continue
        else:
            out.append(character)
        index += 1
    return "".join(out)


# tests
assert remove_c_comments("int a; // note\nint b;") == 'int a; \nint b;'
assert remove_c_comments('s = "http://x"; // c') == 's = "http://x"; '
assert remove_c_comments("a/**/b") == 'a b'
assert remove_c_comments("x /* open") == 'x  '
assert remove_c_comments("'/*' + y") == "'/*' + y"
assert remove_c_comments('"esc \\" // not" // yes') == '"esc \\" // not" '
assert remove_c_comments('"ab\\') == '"ab\\'
assert remove_c_comments("a / b * c") == 'a / b * c'
assert remove_c_comments("/*/ x */y") == ' y'
assert remove_c_comments("p // end") == 'p '
