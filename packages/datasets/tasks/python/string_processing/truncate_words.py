# query: Shorten text so that it fits within a character limit including a suffix (default "..."),
#   cutting at the last space that keeps it within the limit and dropping trailing spaces before the
#   suffix. Text that already fits is returned unchanged; if no space after the first character is
#   available the text is cut mid-word; if the limit cannot even hold the suffix, the suffix itself is cut to the limit.
# entry_point: truncate_words
# example: truncate_words("hello big world", 12) == "hello big..."
# example: truncate_words("short text", 20) == "short text"

def truncate_words(text, limit, suffix="..."):
    if len(text) <= limit:
        return text
    budget = limit - len(suffix)
    if budget <= 0:
        return suffix[:limit]
    cut = text.rfind(" ", 0, budget + 1)
    if cut <= 0:
        cut = budget
    return text[:cut].rstrip() + suffix


# tests
assert truncate_words("hello world", 11) == "hello world"
assert truncate_words("hello world", 10) == "hello..."
assert truncate_words("the quick brown fox", 12) == "the quick..."
assert truncate_words("the quick brown fox", 11) == "the..."
assert truncate_words("supercalifragilistic", 10) == "superca..."
assert truncate_words("abc def", 2) == ".."
assert truncate_words("abc def", 4) == "a..."
assert truncate_words("one two three", 9, "~") == "one two~"
assert truncate_words(" abcdefgh", 6) == " ab..."
assert truncate_words("a bcdefgh", 6) == "a..."
