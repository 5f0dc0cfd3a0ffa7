# query: Lint a text file: for each line (numbered from 1) report "<n>: too long" when it has more than
#   max_length characters (default 79) and "<n>: trailing whitespace" when it ends in a space or tab, and
#   finally "no final newline" if the text is non-empty and does not end with "\n".
# entry_point: line_lint_problems
# example: line_lint_problems("ok\n") == []
# example: line_lint_problems("bad \n") == ['1: trailing whitespace']

def line_lint_problems(text, max_length=79):
    problems = []
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    for number, line in enumerate(lines, start=1):
        if len(line) > max_length:
            problems.append(str(number) + ": too long")
        if line.endswith(" ") or line.endswith("\t"):
            problems.append(str(number) + ": trailing whitespace")
    if text and not text.endswith("\n"):
        problems.append("no final newline")
    return problems


# tests
assert line_lint_problems("") == []
assert line_lint_problems("\n") == []
assert line_lint_problems("x" * 79 + "\n") == []
assert line_lint_problems("x" * 80 + "\n") == ['1: too long']
assert line_lint_problems("abcd \n", 4) == ['1: too long', '1: trailing whitespace']
assert line_lint_problems("a\t\nb") == ['1: trailing whitespace', 'no final newline']
assert line_lint_problems("a\n\nb \n") == ['3: trailing whitespace']
assert line_lint_problems(" lead\n") == []
assert line_lint_problems("abc") == ['no final newline']
