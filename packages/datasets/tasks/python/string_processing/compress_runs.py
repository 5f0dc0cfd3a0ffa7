# query: Compress a string by replacing every run of at least a minimum length (default 3) of the same
#   character with that character followed by the run length; shorter runs are copied unchanged.
#   The empty string stays empty.
# entry_point: compress_runs
# example: compress_runs("bbbbb") == "b5"
# example: compress_runs("aabbb") == "aab3"

def compress_runs(text, min_run=3):
    result = []
    index = 0
    while index < len(text):
        end = index
        while end < len(text) and text[end] == text[index]:
            end += 1
        length = end - index
        if length >= min_run:
            result.append(text[index] + str(length))
        else:
            result.append(text[index:end])
        index = end
    return "".join(result)


# tests
assert compress_runs("aaabcc") == "a3bcc"
assert compress_runs("") == ""
assert compress_runs("aa") == "aa"
assert compress_runs("aaaaaaaaaaaa") == "a12"
assert compress_runs("abc") == "abc"
assert compress_runs("aaabbbb", 4) == "aaab4"
assert compress_runs("xxxyyyzz") == "x3y3zz"
assert compress_runs("zzzz", 2) == "z4"
assert compress_runs("aab", 1) == "a2b1"
assert compress_runs("abbba") == "ab3a"
