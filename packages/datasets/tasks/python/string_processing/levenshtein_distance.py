# query: Compute the edit distance between two strings: the minimum number of single-character
#   insertions, deletions and substitutions that turn the first into the second.
# entry_point: levenshtein_distance
# example: levenshtein_distance("cat", "cut") == 1
# example: levenshtein_distance("book", "back") == 2

def levenshtein_distance(source, target):
    previous = list(range(len(target) + 1))
    for i in range(1, len(source) + 1):
        current = [i]
        for j in range(1, len(target) + 1):
            cost = 0 if source[i - 1] == target[j - 1] else 1
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost))
        previous = current
    return previous[len(target)]


# tests
assert levenshtein_distance("kitten", "sitting") == 3
assert levenshtein_distance("", "abc") == 3
assert levenshtein_distance("abc", "") == 3
assert levenshtein_distance("", "") == 0
assert levenshtein_distance("flaw", "lawn") == 2
assert levenshtein_distance("sunday", "saturday") == 3
assert levenshtein_distance("abcd", "ab") == 2
assert levenshtein_distance("abc", "acb") == 2
assert levenshtein_distance("intention", "execution") == 5
assert levenshtein_distance("ab", "abcd") == 2
