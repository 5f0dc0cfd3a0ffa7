# query: Sort equal-length strings with LSD radix sort: one stable counting pass per character position from the last to
#   the first, bucketing by character. Return the list after each pass (the last one is fully sorted); no strings give
#   an empty list.
# entry_point: lsd_string_passes
# example: lsd_string_passes(["ba", "ab"]) == [["ba", "ab"], ["ab", "ba"]]
# example: lsd_string_passes(["x"]) == [["x"]]

def lsd_string_passes(words):
    if not words:
        return []
    current = list(words)
    passes = []
    for position in range(len(current[0]) - 1, -1, -1):
        buckets = {}
        for word in current:
            buckets.setdefault(word[position], []).append(word)
        current = [word for key in sorted(buckets) for word in buckets[key]]
        passes.append(list(current))
    return passes


# tests
assert lsd_string_passes([]) == []
assert lsd_string_passes(["cab", "abc", "bca"]) == [['bca', 'cab', 'abc'], ['cab', 'abc', 'bca'], ['abc', 'bca', 'cab']]
assert lsd_string_passes(["dab", "cab", "fad", "bad", "dad", "ebb", "ace"]) == [['dab', 'cab', 'ebb', 'fad', 'bad', 'dad', 'ace'], ['dab', 'cab', 'fad', 'bad', 'dad', 'ebb', 'ace'], ['ace', 'bad', 'cab', 'dab', 'dad', 'ebb', 'fad']]
assert lsd_string_passes(["aa", "aa"]) == [['aa', 'aa'], ['aa', 'aa']]
assert lsd_string_passes(["zb", "ya", "xb"]) == [['ya', 'zb', 'xb'], ['xb', 'ya', 'zb']]
assert lsd_string_passes(["12", "21", "11", "22"]) == [['21', '11', '12', '22'], ['11', '12', '21', '22']]
assert lsd_string_passes(["", ""]) == []
