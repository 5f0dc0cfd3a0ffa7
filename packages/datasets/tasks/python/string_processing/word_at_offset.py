# query: Return the word (a maximal run of letters, digits and underscores) that contains the character at
#   the given offset of a text. Return "" when the offset is outside the text or the character there is
#   not part of a word.
# entry_point: word_at_offset
# example: word_at_offset("foo bar", 5) == "bar"
# example: word_at_offset("x+y", 1) == ""

def word_at_offset(text, offset):
    if offset < 0 or offset >= len(text):
        return ""
    if not (text[offset].isalnum() or text[offset] == "_"):
        return ""
    start = offset
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "_"):
        start -= 1
    end = offset + 1
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[start:end]


# tests
assert word_at_offset("hello world", 0) == "hello"
assert word_at_offset("hello world", 4) == "hello"
assert word_at_offset("hello world", 5) == ""
assert word_at_offset("hello world", 6) == "world"
assert word_at_offset("hello world", 10) == "world"
assert word_at_offset("hello world", 11) == ""
assert word_at_offset("abc", -1) == ""
assert word_at_offset("foo_bar.baz", 3) == "foo_bar"
assert word_at_offset("x = _my_var2 + 1", 6) == "_my_var2"
assert word_at_offset("a.b_", 3) == "b_"
