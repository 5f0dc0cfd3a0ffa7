# query: Remove every parenthesised part of a text, including nested parentheses, then collapse the
#   resulting runs of spaces to one and trim the ends. An unmatched ")" is kept as a normal character;
#   text after an unclosed "(" is dropped.
# entry_point: strip_parenthesized
# example: strip_parenthesized("Paris (France) is big") == 'Paris is big'
# example: strip_parenthesized("a (b (c) d) e") == 'a e'

def strip_parenthesized(text):
    depth = 0
    kept = []
    for character in text:
        if character == "(":
            depth += 1
        elif character == ")" and depth > 0:
            depth -= 1
        elif depth == 0:
            kept.append(character)
    words = "".join(kept).split(" ")
    return " ".join(word for word in words if word != "")


# tests
assert strip_parenthesized("John Smith (CEO) said") == 'John Smith said'
assert strip_parenthesized("(all gone)") == ''
assert strip_parenthesized("") == ''
assert strip_parenthesized("x ((y) z) w") == 'x w'
assert strip_parenthesized("smile :) ok") == 'smile :) ok'
assert strip_parenthesized("keep (this") == 'keep'
assert strip_parenthesized("a(b)c") == 'ac'
assert strip_parenthesized("  a   b  ") == 'a b'
assert strip_parenthesized("(a) ) (b)") == ')'
