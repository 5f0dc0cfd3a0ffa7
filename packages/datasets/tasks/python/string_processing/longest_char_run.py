# query: Find the longest run of one repeated character in a string and return it as (character, length).
#   When several runs tie, the earliest wins; the empty string gives ("", 0).
# entry_point: longest_char_run
# example: longest_char_run("abbccc") == ("c", 3)
# example: longest_char_run("xxyy") == ("x", 2)

def longest_char_run(text):
    best_char = ""
    best_length = 0
    index = 0
    while index < len(text):
        end = index + 1
        while end < len(text) and text[end] == text[index]:
            end += 1
        if end - index > best_length:
            best_char = text[index]
            best_length = end - index
        index = end
    return (best_char, best_length)


# tests
assert longest_char_run("aabbbc") == ("b", 3)
assert longest_char_run("") == ("", 0)
assert longest_char_run("x") == ("x", 1)
assert longest_char_run("aabb") == ("a", 2)
assert longest_char_run("abbbbcccc") == ("b", 4)
assert longest_char_run("zzzzy") == ("z", 4)
assert longest_char_run("abc") == ("a", 1)
assert longest_char_run("aaXbbbbYbbb") == ("b", 4)
