# query: Parse an S-expression into nested lists of atom strings, so "(a (b c))" gives ["a", ["b", "c"]] and a bare atom
#   gives that string. Atoms are separated by whitespace or parentheses. Return None for unbalanced parentheses, empty
#   text, or text holding more than one top-level expression.
# entry_point: parse_s_expression
# example: parse_s_expression("(+ 1 2)") == ["+", "1", "2"]
# example: parse_s_expression("(f (g x))") == ["f", ["g", "x"]]

def parse_s_expression(text):
    stack = [[]]
    atom = ""
    for ch in text + " ":
        if ch in "() \t\n":
            if atom:
                stack[-1].append(atom)
                atom = ""
            if ch == "(":
                stack.append([])
            elif ch == ")":
                if len(stack) == 1:
                    return None
                finished = stack.pop()
                stack[-1].append(finished)
        else:
            atom += ch
    if len(stack) != 1 or len(stack[0]) != 1:
        return None
    return stack[0][0]


# tests
assert parse_s_expression("(define (sq x) (* x x))") == ['define', ['sq', 'x'], ['*', 'x', 'x']]
assert parse_s_expression("") is None
assert parse_s_expression("()") == []
assert parse_s_expression("atom") == 'atom'
assert parse_s_expression("(a b") is None
assert parse_s_expression("(a))") is None
assert parse_s_expression("(a) (b)") is None
assert parse_s_expression("  (x\t(y\n z) ())  ") == ['x', ['y', 'z'], []]
assert parse_s_expression("((1)(2))") == [['1'], ['2']]
assert parse_s_expression(")(") is None
