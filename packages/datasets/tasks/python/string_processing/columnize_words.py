# query: Lay out words in a grid of rows for terminal display: every column is as wide as the longest
#   word, columns are separated by gap spaces (default 2), and as many columns as fit in the width are
#   used (at least one), filled row by row. Lines carry no trailing spaces; no words gives no lines.
# entry_point: columnize_words
# example: columnize_words(["red", "green", "blue"], 20) == ['red    green  blue']
# example: columnize_words(["a", "b", "c"], 4, 1) == ['a b', 'c']

def columnize_words(words, width, gap=2):
    if not words:
        return []
    cell = max(len(word) for word in words)
    columns = max(1, (width + gap) // (cell + gap))
    lines = []
    for start in range(0, len(words), columns):
        row = words[start:start + columns]
        line = ""
        for position, word in enumerate(row):
            if position > 0:
                line += " " * gap
            line += word.ljust(cell)
        lines.append(line.rstrip())
    return lines


# tests
assert columnize_words(["ab", "c", "def", "g"], 8) == ['ab   c', 'def  g']
assert columnize_words(["ab", "c", "def", "g"], 7) == ['ab', 'c', 'def', 'g']
assert columnize_words(["ab", "c", "def", "g"], 13) == ['ab   c    def', 'g']
assert columnize_words([], 10) == []
assert columnize_words(["longword"], 3) == ['longword']
assert columnize_words(["x", "y", "z"], 5, 1) == ['x y z']
assert columnize_words(["x", "y", "z"], 4, 1) == ['x y', 'z']
assert columnize_words(["aa", "b", "cc"], 10, 0) == ['aab cc']
assert columnize_words(["a", "bb", "c", "dd"], 5) == ['a', 'bb', 'c', 'dd']
