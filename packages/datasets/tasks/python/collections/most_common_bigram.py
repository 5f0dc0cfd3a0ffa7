# query: Return the pair of adjacent items (as a tuple) that occurs most often in a sequence; among
#   equally frequent pairs the one that first appears earliest wins. A sequence with fewer than two
#   items gives None.
# entry_point: most_common_bigram
# example: most_common_bigram(["a", "b", "a", "b"]) == ("a", "b")
# example: most_common_bigram("xyz") == ("x", "y")

def most_common_bigram(items):
    counts = {}
    for index in range(len(items) - 1):
        pair = (items[index], items[index + 1])
        counts[pair] = counts.get(pair, 0) + 1
    best = None
    for pair, count in counts.items():
        if best is None or count > counts[best]:
            best = pair
    return best


# tests
assert most_common_bigram([]) is None
assert most_common_bigram([1]) is None
assert most_common_bigram([1, 2]) == (1, 2)
assert most_common_bigram([1, 1, 1]) == (1, 1)
assert most_common_bigram([1, 2, 3, 2, 3]) == (2, 3)
assert most_common_bigram([5, 6, 7, 8]) == (5, 6)
assert most_common_bigram([3, 1, 2, 1, 2, 3, 1]) == (3, 1)
assert most_common_bigram(["x", "y", "y", "x", "y", "y"]) == ("x", "y")
assert most_common_bigram([4, 4, 9, 9, 4, 4]) == (4, 4)
