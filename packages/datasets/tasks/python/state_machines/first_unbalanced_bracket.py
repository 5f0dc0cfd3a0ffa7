# query: Check the brackets (), [] and {} in source text, ignoring anything inside single- or double-quoted
#   strings. Return the index of the first closing bracket with no matching opener, else the index of an unclosed
#   string's opening quote, else the index of the earliest bracket left open, or -1 when everything balances.
# entry_point: first_unbalanced_bracket
# example: first_unbalanced_bracket("[a](b)") == -1
# example: first_unbalanced_bracket("x]") == 1

def first_unbalanced_bracket(source):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    quote = None
    quote_start = -1
    for index, character in enumerate(source):
        if quote:
            if character == quote:
                quote = None
            continue
        if character in "'\"":
            quote = character
            quote_start = index
        elif character in "([{":
            stack.append((character, index))
        elif character in pairs:
            if not stack or stack[-1][0] != pairs[character]:
                return index
            stack.pop()
    if quote:
        return quote_start
    if stack:
        return stack[0][1]
    return -1


# tests
assert first_unbalanced_bracket("f(a[1])") == -1
assert first_unbalanced_bracket("") == -1
assert first_unbalanced_bracket("(]") == 1
assert first_unbalanced_bracket(")") == 0
assert first_unbalanced_bracket("(x(") == 0
assert first_unbalanced_bracket("a(b)c(") == 5
assert first_unbalanced_bracket('p(")")') == -1
assert first_unbalanced_bracket("'(' )") == 4
assert first_unbalanced_bracket('x("open') == 2
assert first_unbalanced_bracket("{[()]}[") == 6
