# query: Interleave several strings character by character: take the first character of each string in
#   order, then the second of each, and so on; strings that run out are skipped, so the leftover tail of
#   the longer strings ends up at the end.
# entry_point: interleave_strings
# example: interleave_strings(["abc", "123"]) == 'a1b2c3'
# example: interleave_strings(["ab", "xyz"]) == 'axbyz'

def interleave_strings(strings):
    result = []
    index = 0
    while True:
        added = False
        for text in strings:
            if index < len(text):
                result.append(text[index])
                added = True
        if not added:
            return "".join(result)
        index += 1


# tests
assert interleave_strings(["ace", "bdf"]) == 'abcdef'
assert interleave_strings(["abcd", "1"]) == 'a1bcd'
assert interleave_strings(["1", "abcd"]) == '1abcd'
assert interleave_strings([]) == ''
assert interleave_strings(["", "xy"]) == 'xy'
assert interleave_strings(["solo"]) == 'solo'
assert interleave_strings(["ab", "cd", "ef"]) == 'acebdf'
assert interleave_strings(["a", "", "bc", "d"]) == 'abdc'
