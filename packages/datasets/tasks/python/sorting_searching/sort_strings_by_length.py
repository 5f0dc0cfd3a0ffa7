# query: Sort a list of strings from shortest to longest with a stable insertion sort, so strings of equal
#   length keep their original relative order. Return a new list.
# entry_point: sort_strings_by_length
# example: sort_strings_by_length(["pear", "fig", "banana"]) == ["fig", "pear", "banana"]
# example: sort_strings_by_length(["bb", "a", "cc"]) == ["a", "bb", "cc"]

def sort_strings_by_length(words):
    result = list(words)
    for index in range(1, len(result)):
        current = result[index]
        position = index - 1
        while position >= 0 and len(result[position]) > len(current):
            result[position + 1] = result[position]
            position -= 1
        result[position + 1] = current
    return result


# tests
assert sort_strings_by_length(["ccc", "a", "bb"]) == ["a", "bb", "ccc"]
assert sort_strings_by_length(["bb", "aa", "c"]) == ["c", "bb", "aa"]
assert sort_strings_by_length([]) == []
assert sort_strings_by_length(["x"]) == ["x"]
assert sort_strings_by_length(["abc", "de", "fg", "h"]) == ["h", "de", "fg", "abc"]
assert sort_strings_by_length(["", "aa", ""]) == ["", "", "aa"]
assert sort_strings_by_length(["same", "four", "size"]) == ["same", "four", "size"]
assert sort_strings_by_length(["zz", "y", "xxx", "w"]) == ["y", "w", "zz", "xxx"]
