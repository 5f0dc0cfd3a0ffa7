# query: Remove immediately repeated words from a text, comparing case-insensitively and keeping the first
#   occurrence of each run as written; the remaining words are joined with single spaces. Repeats that are
#   not adjacent are kept.
# entry_point: drop_repeated_words
# example: drop_repeated_words("I am am here") == "I am here"
# example: drop_repeated_words("Go go GO") == "Go"

def drop_repeated_words(text):
    kept = []
    for word in text.split():
        if kept and kept[-1].lower() == word.lower():
            continue
        kept.append(word)
    return " ".join(kept)


# tests
assert drop_repeated_words("the the cat") == "the cat"
assert drop_repeated_words("The the THE end") == "The end"
assert drop_repeated_words("a b a b") == "a b a b"
assert drop_repeated_words("") == ""
assert drop_repeated_words("go go  go\ngo now") == "go now"
assert drop_repeated_words("x y y z z z") == "x y z"
assert drop_repeated_words("one") == "one"
assert drop_repeated_words("Paris in the the spring") == "Paris in the spring"
