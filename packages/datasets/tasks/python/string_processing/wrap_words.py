# query: Greedily wrap text into lines of at most the given width, splitting only between words and
#   collapsing any run of whitespace into one space. A word longer than the width gets a line of its own
#   unbroken, and text with no words gives an empty list.
# entry_point: wrap_words
# example: wrap_words("a bb ccc", 4) == ["a bb", "ccc"]
# example: wrap_words("hello there world", 11) == ["hello there", "world"]

def wrap_words(text, width):
    lines = []
    current = ""
    for word in text.split():
        if current == "":
            current = word
        elif len(current) + 1 + len(word) <= width:
            current = current + " " + word
        else:
            lines.append(current)
            current = word
    if current != "":
        lines.append(current)
    return lines


# tests
assert wrap_words("the quick brown fox", 10) == ["the quick", "brown fox"]
assert wrap_words("the quick brown fox", 9) == ["the quick", "brown fox"]
assert wrap_words("the quick brown fox", 8) == ["the", "quick", "brown", "fox"]
assert wrap_words("", 5) == []
assert wrap_words("   ", 5) == []
assert wrap_words("a b c d", 3) == ["a b", "c d"]
assert wrap_words("extraordinary word", 5) == ["extraordinary", "word"]
assert wrap_words("one", 10) == ["one"]
assert wrap_words("a  b\nc", 80) == ["a b c"]
assert wrap_words("ab cd", 4) == ["ab", "cd"]
