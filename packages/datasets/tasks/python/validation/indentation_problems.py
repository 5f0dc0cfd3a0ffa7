# query: Lint the indentation of source lines: for each non-blank line report "line <n>: tab" if its leading
#   whitespace contains a tab, otherwise "line <n>: not a multiple of <unit>" if its leading space count is not
#   a multiple of unit (default 4), otherwise "line <n>: jumps" if it is indented more than one unit deeper
#   than the previous non-blank line. Lines are numbered from 1; blank lines are skipped.
# entry_point: indentation_problems
# example: indentation_problems(["if x:", "    y()"]) == []
# example: indentation_problems(["if x:", "        y()"]) == ['line 2: jumps']

def indentation_problems(lines, unit=4):
    problems = []
    previous = 0
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        stripped = line.lstrip(" \t")
        leading = line[:len(line) - len(stripped)]
        if "\t" in leading:
            problems.append("line " + str(number) + ": tab")
            continue
        width = len(leading)
        if width % unit != 0:
            problems.append("line " + str(number) + ": not a multiple of " + str(unit))
        elif width > previous + unit:
            problems.append("line " + str(number) + ": jumps")
        previous = width
    return problems


# tests
assert indentation_problems([]) == []
assert indentation_problems(["a", "    b", "        c", "a"]) == []
assert indentation_problems(["a", "    b", "", "        c"]) == []
assert indentation_problems(["a", "\tb"]) == ['line 2: tab']
assert indentation_problems(["a", "  \tb"]) == ['line 2: tab']
assert indentation_problems(["a", "   b"]) == ['line 2: not a multiple of 4']
assert indentation_problems(["  a"], 2) == []
assert indentation_problems(["  a"], 1) == ['line 1: jumps']
assert indentation_problems(["        a", "b", "        c"]) == ['line 1: jumps', 'line 3: jumps']
assert indentation_problems(["a", "     b", "        c"]) == ['line 2: not a multiple of 4']
