# query: Replace only the n-th (1-based) occurrence of a substring, where occurrences are found left to right
#   without overlapping. The text is returned unchanged if there are fewer than n occurrences, if n is
#   less than 1, or if the substring is empty.
# entry_point: replace_nth_occurrence
# example: replace_nth_occurrence("a.b.c", ".", "/", 2) == "a.b/c"
# example: replace_nth_occurrence("cat cat cat", "cat", "dog", 3) == "cat cat dog"

def replace_nth_occurrence(text, old, new, n):
    if old == "" or n < 1:
        return text
    start = 0
    for _ in range(n):
        position = text.find(old, start)
        if position == -1:
            return text
        start = position + len(old)
    return text[:position] + new + text[position + len(old):]


# tests
assert replace_nth_occurrence("a-b-c-d", "-", "+", 2) == "a-b+c-d"
assert replace_nth_occurrence("a-b-c", "-", "+", 1) == "a+b-c"
assert replace_nth_occurrence("a-b-c", "-", "+", 3) == "a-b-c"
assert replace_nth_occurrence("a-b-c", "-", "+", 0) == "a-b-c"
assert replace_nth_occurrence("aaaa", "aa", "X", 2) == "aaX"
assert replace_nth_occurrence("aaaa", "aa", "X", 3) == "aaaa"
assert replace_nth_occurrence("abc", "", "X", 1) == "abc"
assert replace_nth_occurrence("one two one two", "two", "2", 2) == "one two one 2"
assert replace_nth_occurrence("x", "x", "", 1) == ""
