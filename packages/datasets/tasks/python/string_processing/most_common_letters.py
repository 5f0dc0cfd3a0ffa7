# query: Return the k most frequent non-whitespace characters of a text as (character, count) pairs,
#   most frequent first, with ties ordered by character code point. Counting is case-sensitive; fewer
#   pairs are returned if there are fewer distinct characters.
# entry_point: most_common_letters
# example: most_common_letters("banana", 2) == [("a", 3), ("n", 2)]
# example: most_common_letters("abc cba", 1) == [("a", 2)]

def most_common_letters(text, k):
    counts = {}
    for character in text:
        if character.isspace():
            continue
        counts[character] = counts.get(character, 0) + 1
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:k]


# tests
assert most_common_letters("hello world", 2) == [("l", 3), ("o", 2)]
assert most_common_letters("aabbc", 2) == [("a", 2), ("b", 2)]
assert most_common_letters("bbaa", 1) == [("a", 2)]
assert most_common_letters("", 3) == []
assert most_common_letters("cab", 5) == [("a", 1), ("b", 1), ("c", 1)]
assert most_common_letters("   ", 1) == []
assert most_common_letters("Aa a", 2) == [("a", 2), ("A", 1)]
assert most_common_letters("zzz y", 0) == []
assert most_common_letters("x y\tx\nx", 3) == [("x", 3), ("y", 1)]
