# query: Count how many times a pattern occurs in a text, counting overlapping matches by default or only
#   non-overlapping matches scanned left to right when overlapping is turned off. An empty pattern
#   counts as 0.
# entry_point: count_pattern_matches
# example: count_pattern_matches("ababab", "aba") == 2
# example: count_pattern_matches("ababab", "aba", False) == 1

def count_pattern_matches(text, pattern, overlapping=True):
    if pattern == "":
        return 0
    count = 0
    index = 0
    while index <= len(text) - len(pattern):
        if text[index:index + len(pattern)] == pattern:
            count += 1
            index += 1 if overlapping else len(pattern)
        else:
            index += 1
    return count


# tests
assert count_pattern_matches("aaaa", "aa") == 3
assert count_pattern_matches("aaaa", "aa", False) == 2
assert count_pattern_matches("abcabc", "abc") == 2
assert count_pattern_matches("abc", "") == 0
assert count_pattern_matches("", "a") == 0
assert count_pattern_matches("abc", "abcd") == 0
assert count_pattern_matches("abc", "abc") == 1
assert count_pattern_matches("banana", "ana") == 2
assert count_pattern_matches("banana", "ana", False) == 1
assert count_pattern_matches("xyz", "z") == 1
