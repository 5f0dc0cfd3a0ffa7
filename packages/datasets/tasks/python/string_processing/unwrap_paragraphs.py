# query: Turn hard-wrapped text back into paragraphs: lines are stripped of surrounding whitespace and the
#   lines of one paragraph joined with single spaces; paragraphs are separated by one or more blank (or
#   whitespace-only) lines. Return the list of paragraphs.
# entry_point: unwrap_paragraphs
# example: unwrap_paragraphs("one\ntwo\n\nthree") == ['one two', 'three']
# example: unwrap_paragraphs("single line") == ['single line']

def unwrap_paragraphs(text):
    paragraphs = []
    current = []
    for line in text.split("\n"):
        stripped = line.strip()
        if stripped:
            current.append(stripped)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return paragraphs


# tests
assert unwrap_paragraphs("The quick\nbrown fox\n\njumps over\nthe dog\n") == ['The quick brown fox', 'jumps over the dog']
assert unwrap_paragraphs("") == []
assert unwrap_paragraphs("\n\n\n") == []
assert unwrap_paragraphs("a\n \t \nb") == ['a', 'b']
assert unwrap_paragraphs("  indented\n   lines  ") == ['indented lines']
assert unwrap_paragraphs("\n\nlate start") == ['late start']
assert unwrap_paragraphs("x\n\n\n\ny\n\nz") == ['x', 'y', 'z']
assert unwrap_paragraphs("p1\n\n") == ['p1']
