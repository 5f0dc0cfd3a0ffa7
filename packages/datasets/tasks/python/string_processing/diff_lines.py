# query: Compare two lists of lines and describe the changes as a list of strings: "  line" for lines
#   common to both, "- line" for lines only in the old list and "+ line" for lines only in the new one,
#   based on a longest common subsequence. Where both a removal and an addition happen, removals come first.
# entry_point: diff_lines
# example: diff_lines(["a", "b"], ["a", "c"]) == ['  a', '- b', '+ c']
# example: diff_lines([], ["x"]) == ['+ x']

def diff_lines(old, new):
    rows = len(old)
    cols = len(new)
    table = [[0] * (cols + 1) for _ in range(rows + 1)]
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            if old[i] == new[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    result = []
    i = 0
    j = 0
    while i < rows or j < cols:
        if i < rows and j < cols and old[i] == new[j]:
            result.append("  " + old[i])
            i += 1
            j += 1
        elif i < rows and (j == cols or table[i + 1][j] >= table[i][j + 1]):
            result.append("- " + old[i])
            i += 1
        else:
            result.append("+ " + new[j])
            j += 1
    return result


# tests
assert diff_lines([], []) == []
assert diff_lines(["q", "a", "b", "z", "a", "b"], ["a", "b", "a", "b", "q"]) == ['- q', '  a', '  b', '- z', '  a', '  b', '+ q']
assert diff_lines(["a", "b", "c"], ["a"]) == ['  a', '- b', '- c']
assert diff_lines(["x", "y"], ["y", "x"]) == ['- x', '  y', '+ x']
assert diff_lines(["a", "b", "c", "d"], ["b", "x", "d"]) == ['- a', '  b', '- c', '+ x', '  d']
assert diff_lines(["a", "b", "c", "d", "e"], ["x", "c", "d", "e", "a"]) == ['- a', '- b', '+ x', '  c', '  d', '  e', '+ a']
assert diff_lines(["b"], ["a", "b"]) == ['+ a', '  b']
assert diff_lines(["a", "b", "x", "c"], ["x", "a", "b", "c"]) == ['+ x', '  a', '  b', '- x', '  c']
assert diff_lines(["k", "k"], ["j", "k", "k"]) == ['+ j', '  k', '  k']
assert diff_lines(["k", "k"], ["j", "k"]) == ['- k', '+ j', '  k']
