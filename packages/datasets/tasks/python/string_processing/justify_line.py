# query: Fully justify a list of words to an exact width by spreading the spaces between them: every gap
#   gets at least one space and the leftmost gaps get one extra space each when the spaces do not divide
#   evenly. A single word is padded on the right; words that cannot fit with single spaces are joined
#   with single spaces.
# entry_point: justify_line
# example: justify_line(["a", "b", "c"], 7) == 'a  b  c'
# example: justify_line(["hi"], 4) == 'hi  '

def justify_line(words, width):
    if not words:
        return " " * width
    if len(words) == 1:
        return words[0] + " " * (width - len(words[0]))
    letters = sum(len(word) for word in words)
    gaps = len(words) - 1
    spaces = width - letters
    if spaces < gaps:
        return " ".join(words)
    base, extra = divmod(spaces, gaps)
    line = words[0]
    for index in range(1, len(words)):
        line += " " * (base + (1 if index <= extra else 0)) + words[index]
    return line


# tests
assert justify_line(["This", "is", "an"], 16) == 'This    is    an'
assert justify_line(["one", "two"], 10) == 'one    two'
assert justify_line(["x", "y", "z", "w"], 9) == 'x  y  z w'
assert justify_line(["word"], 6) == 'word  '
assert justify_line(["toolong"], 3) == 'toolong'
assert justify_line(["ab", "cd"], 4) == 'ab cd'
assert justify_line(["ab", "cd"], 5) == 'ab cd'
assert justify_line([], 3) == '   '
assert justify_line(["a", "b", "c"], 8) == 'a   b  c'
