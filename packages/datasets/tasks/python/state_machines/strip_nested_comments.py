# query: Remove Haskell-style block comments "{-" ... "-}" from source text, where comments can nest, and "--" line
#   comments that run to the end of the line (keeping the newline). Return None if a block comment is not closed.
# entry_point: strip_nested_comments
# example: strip_nested_comments("a {- b -} c") == "a  c"
# example: strip_nested_comments("x -- note\ny") == "x \ny"

def strip_nested_comments(source):
    out = []
    depth = 0
    i = 0
    while i < len(source):
        pair = source[i:i + 2]
        if pair == "{-":
            depth += 1
            i += 2
        elif pair == "-}" and depth > 0:
            depth -= 1
            i += 2
        elif depth > 0:
            i += 1
        elif pair == "--":
            newline = source.find("\n", i)
            i = len(source) if newline == -1 else newline
        else:
            out.append(source[i])
            i += 1
    if depth > 0:
        return None
    return "".join(out)


# tests
assert strip_nested_comments("") == ''
assert strip_nested_comments("f x = {- outer {- inner -} still -} x") == 'f x =  x'
assert strip_nested_comments("{- open {- -}") is None
assert strip_nested_comments("a -} b") == 'a -} b'
assert strip_nested_comments("{- -- not a line comment -}ok") == 'ok'
assert strip_nested_comments("x -- {- not a block\ny") == 'x \ny'
assert strip_nested_comments("{-}x-}{--}z") == 'z'
assert strip_nested_comments("end --") == 'end '
assert strip_nested_comments("p - q") == 'p - q'
assert strip_nested_comments("{-{-{--}-}-}z") == 'z'
